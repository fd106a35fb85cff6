// The job form's inputs bound to its @mantine/form values by path: catalogued fields through CatalogueField (label,
// kind, format and hint from the field catalogue), and the few inputs the catalogue does not describe (switches,
// notes). Hours per week follow hours per shift × shifts per week (the domain's rule) once both are filled in.
import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { derivedHoursPerWeek } from '@/domain/jobs';
import { CatalogueField, type CatalogueFieldProps } from '../../../../components/catalogue-field';
import type { Draft } from '../job-form-state';

export type JobForm = UseFormReturnType<Draft>;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

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

  /** A catalogued field at `path` (its catalogue key `field`). */
  const cat = (field: string, path: string, props: Omit<CatalogueFieldProps, 'field' | 'value' | 'onChange'> = {}) => (
    <CatalogueField field={field} value={v(path)} onChange={set(path)} error={err(path)} {...props} />
  );

  const text = (path: string, label: string, props: { required?: boolean; description?: ReactNode } = {}) => (
    <TextInput
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

  // Inputs whose job wording differs from the catalogue's worker wording ("Type" rather than "Your Type").
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
  const multi = (path: string, label: string, data: readonly (string | { value: string; label: string })[]) => (
    <MultiSelect
      label={label}
      data={data as never}
      value={(v(path) as string[]) ?? []}
      onChange={set(path)}
      error={err(path)}
      searchable
      clearable
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
  const tags = (path: string, label: string, description?: string) => (
    <TagsInput
      label={label}
      description={description}
      value={(v(path) as string[]) ?? []}
      onChange={set(path)}
      error={err(path)}
      clearable
    />
  );
  const yesNo = (path: string, label: string) => (
    <Select
      label={label}
      data={YES_NO}
      value={((v(path) as { value?: string }) ?? {}).value ?? null}
      onChange={(x) => set(path)(x ? YES_NO.find((o) => o.value === x) : undefined)}
      error={err(path)}
      clearable
    />
  );

  return { v, set, err, cat, text, bool, note, select, multi, num, tags, yesNo };
}

export type JobFields = ReturnType<typeof jobFields>;
