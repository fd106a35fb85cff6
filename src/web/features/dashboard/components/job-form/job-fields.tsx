// The job form's inputs bound to its @mantine/form values by path: catalogued fields through CatalogueField (label,
// kind, format and hint from the field catalogue), and the few inputs the catalogue does not describe (switches,
// notes). Hours per week follow hours per shift × shifts per week (the domain's rule) once both are filled in.
import type { ReactNode } from 'react';
import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { derivedHoursPerWeek, jobChoiceField, jobChoiceOptions } from '@/domain/jobs';
import { CatalogueField, type CatalogueFieldProps } from '../../../../components/catalogue-field';
import type { Draft } from '../job-form-state';

export type JobForm = UseFormReturnType<Draft>;

/** Binders of the job form's inputs, shared by its tabs. */
export function jobFields(form: JobForm) {
  const values = form.getValues();
  const v = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Draft | undefined)?.[k], values);
  const set = (path: string) => (value: unknown) => {
    form.setFieldValue(path, value);
    if (path === 'hours.hours_per_shift' || path === 'hours.shifts_per_week') {
      const other = path === 'hours.hours_per_shift' ? 'hours.shifts_per_week' : 'hours.hours_per_shift';
      const hours = derivedHoursPerWeek(value, v(other));
      if (hours !== null) form.setFieldValue('hours.hours_per_week', hours);
    }
  };
  const err = (path: string) => form.errors[path];

  /**
   * A catalogued field at `path` (its catalogue key `field`). A field that offers choices takes its options from the
   * domain's list (job-choices.ts, the list the server accepts), for the job's profession.
   */
  const cat = (field: string, path: string, props: Omit<CatalogueFieldProps, 'field' | 'value' | 'onChange'> = {}) => {
    const choice = jobChoiceField(path);
    const options = choice
      ? { data: jobChoiceOptions(path, { profession: v('profession') as string }), multiple: choice.multiple }
      : {};
    return (
      <CatalogueField
        field={field}
        value={v(path)}
        onChange={set(path)}
        error={err(path)}
        audience="job"
        {...props}
        {...options}
      />
    );
  };

  /** `first`: the form's first field, focused when its dialog opens (profile field-input.tsx says why). */
  const text = (
    path: string,
    label: string,
    { first, ...props }: { required?: boolean; description?: ReactNode; first?: boolean } = {},
  ) => (
    <TextInput
      data-autofocus={first || undefined}
      label={label}
      value={(v(path) as string) ?? ''}
      onChange={(e) => set(path)(e.currentTarget.value)}
      error={err(path)}
      {...props}
    />
  );

  const bool = (path: string, label: string) => (
    <Switch
      label={label}
      checked={v(path) === true}
      onChange={(e) => set(path)(e.currentTarget.checked)}
      error={err(path)}
    />
  );

  // Typing a note switches its "show" toggle on unless the author already chose; the value is read from the event
  // before any state update (reading the event inside a deferred updater crashed the form on the 2nd character).
  const note = (key: 'emr' | 'float_requirement', label: string) => (
    <Textarea
      label={label}
      value={(v(`field_notes.${key}.notes`) as string) ?? ''}
      error={err(`field_notes.${key}.notes`)}
      onChange={(e) => {
        const value = e.currentTarget.value;
        form.setFieldValue(`field_notes.${key}.notes`, value);
        if (v(`field_notes.${key}.isActive`) === undefined) form.setFieldValue(`field_notes.${key}.isActive`, true);
      }}
    />
  );

  // Inputs the catalogue does not describe (the recruiter, the number of references).
  const select = (
    path: string,
    label: string,
    data: readonly (string | { value: string; label: string })[],
    props: { required?: boolean } = {},
  ) => (
    <Select
      label={label}
      data={data as never}
      value={(v(path) as string) ?? null}
      onChange={(x) => set(path)(x ?? undefined)}
      error={err(path)}
      searchable
      clearable
      {...props}
    />
  );
  const num = (path: string, label: string) => (
    <NumberInput
      label={label}
      value={(v(path) as number) ?? ''}
      onChange={(n) => set(path)(typeof n === 'number' ? n : undefined)}
      error={err(path)}
      thousandSeparator=","
    />
  );
  return { v, set, err, cat, text, bool, note, select, num };
}

export type JobFields = ReturnType<typeof jobFields>;
