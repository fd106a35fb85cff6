// One input for a catalogued field (issue 33): its label (the posted/offered wording, offerFieldLabel), its input kind
// (from the catalogue's kind: money, hours, number, date, text, list, state, yes/no), its format ($ and two decimals for
// money) and its hint come from the field catalogue (src/domain/fields), so a form never re-types them.
import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { fieldDef, fieldHint, jobFieldLabel, offerFieldLabel } from '@/domain/fields';
import { YES_NO } from '@/domain/profile';
import { US_STATES } from '@/domain/shared';

type Option = string | { value: string; label: string };

const STATES = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export interface CatalogueFieldProps {
  /** The catalogue key ('hourly_rate', 'start_date', …). */
  field: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: ReactNode;
  required?: boolean;
  /** Words added under the catalogue's hint (a live minimum, a derived figure). */
  description?: ReactNode;
  /** Options of a list or a choice; without them a list is typed (tags) and text is free. */
  data?: readonly Option[];
  /** A list or state field that takes many values (a multi-select) rather than one. */
  multiple?: boolean;
  /** Whose wording the label takes: an offer's terms (default) or the job posting's (jobFieldLabel). */
  audience?: 'offer' | 'job';
}

export function CatalogueField({
  field,
  value,
  onChange,
  error,
  required,
  description,
  data,
  multiple,
  audience = 'offer',
}: CatalogueFieldProps) {
  const def = fieldDef(field);
  const label = audience === 'job' ? jobFieldLabel(field) : offerFieldLabel(field);
  const hint = [fieldHint(field), description].filter(Boolean);
  const common = {
    label,
    error,
    required,
    description: hint.length ? <>{hint.map((h, i) => (i ? [' · ', h] : h))}</> : undefined,
  };
  // Options given: a choice input whatever the field's kind (a job's certifications are 'document' fields, yet chosen
  // from the list; a text box there refused every value with "Choose from the list.").
  if (data && def.kind !== 'yesno')
    return multiple ? (
      <MultiSelect
        {...common}
        data={data as never}
        value={(value as string[] | undefined) ?? []}
        onChange={onChange}
        searchable
        clearable
      />
    ) : (
      <Select
        {...common}
        data={data as never}
        value={(value as string | undefined) ?? null}
        onChange={(x) => onChange(x ?? undefined)}
        searchable
        clearable
      />
    );
  switch (def.kind) {
    case 'money':
    case 'hours':
    case 'number':
      return (
        <NumberInput
          {...common}
          value={(value as number | string | undefined) ?? ''}
          onChange={(n) => onChange(typeof n === 'number' ? n : undefined)}
          min={0}
          thousandSeparator=","
          {...(def.kind === 'money' ? { prefix: '$', decimalScale: 2 } : {})}
        />
      );
    case 'date':
      return multiple ? (
        <TagsInput {...common} value={(value as string[] | undefined) ?? []} onChange={onChange} clearable />
      ) : (
        <TextInput
          {...common}
          type="date"
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'yesno':
      return (
        <Select
          {...common}
          data={YES_NO}
          value={((value as { value?: string } | undefined) ?? {}).value ?? null}
          onChange={(x) => onChange(x ? YES_NO.find((o) => o.value === x) : undefined)}
          clearable
        />
      );
    case 'state':
    case 'list':
    case 'text':
    case 'address': {
      const options = data ?? (def.kind === 'state' ? STATES : undefined);
      if (multiple)
        return options ? (
          <MultiSelect
            {...common}
            data={options as never}
            value={(value as string[] | undefined) ?? []}
            onChange={onChange}
            searchable
            clearable
          />
        ) : (
          <TagsInput {...common} value={(value as string[] | undefined) ?? []} onChange={onChange} clearable />
        );
      return options ? (
        <Select
          {...common}
          data={options as never}
          value={(value as string | undefined) ?? null}
          onChange={(x) => onChange(x ?? undefined)}
          searchable
          clearable
        />
      ) : (
        <TextInput
          {...common}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    }
    default:
      return <TextInput {...common} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
