// One renderer per input type of the single-question dialogs.
import { useState, type ComponentProps } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { BENEFIT_OPTIONS, PROFILE_MESSAGES, YES_NO } from '@/domain/profile';
import { NLC_STATES, selectAllCompactStates, unselectAllCompactStates, MESSAGES } from '@/domain/shared';
import type { FieldContext, FieldSpec } from '../lib/dialog-fields';

export interface FieldInputProps {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  ctx: FieldContext;
  /**
   * The dialog's first field: a field typed in (a number, a range's minimum, a date, a text) takes the dialog's focus
   * when it opens (Mantine's focus trap focuses `[data-autofocus]`, else the first control: the close button, which it
   * did a moment after the dialog appeared — what was typed by then went to the button and was lost). A list or a choice
   * does not: its dropdown would open by itself.
   */
  first?: boolean;
}

export function FieldInput({ spec, value, onChange, error, ctx, first = false }: FieldInputProps) {
  const { label, unit, hint } = spec;
  const autofocus = first ? { 'data-autofocus': true } : {};
  switch (spec.input) {
    case 'number':
      return (
        <NumberInput
          {...autofocus}
          label={label}
          description={[unit && `In ${unit}`, hint].filter(Boolean).join(' · ') || undefined}
          value={(value as number | string) ?? ''}
          onChange={(v) => onChange(v)}
          min={0}
          max={spec.max}
          allowDecimal={!spec.integer}
          decimalScale={2}
          error={error}
          rightSection={
            unit ? (
              <Text size="xs" c="dimmed">
                {unit}
              </Text>
            ) : undefined
          }
          rightSectionWidth={unit ? 64 : undefined}
        />
      );
    case 'range': {
      const r = (value as { min: number | string; max: number | string }) ?? { min: '', max: '' };
      return (
        <Fieldset legend={label} variant="unstyled">
          {unit && (
            <Text size="xs" c="dimmed">
              {PROFILE_MESSAGES.fields.inUnit(unit)}
            </Text>
          )}
          <Group grow align="flex-start">
            <NumberInput
              {...autofocus}
              label={PROFILE_MESSAGES.fields.rangeMin(label)}
              value={r.min}
              onChange={(v) => onChange({ ...r, min: v })}
              min={0}
              max={spec.max}
              allowDecimal={!spec.integer}
            />
            <NumberInput
              label={PROFILE_MESSAGES.fields.rangeMax(label)}
              value={r.max}
              onChange={(v) => onChange({ ...r, max: v })}
              min={0}
              max={spec.max}
              allowDecimal={!spec.integer}
              error={error}
            />
          </Group>
        </Fieldset>
      );
    }
    case 'yes-no':
      return (
        <Radio.Group label={label} value={(value as string) ?? ''} onChange={onChange} error={error}>
          <Group mt="xs">
            <Radio value="yes" label={YES_NO[0].label} />
            <Radio value="no" label={YES_NO[1].label} />
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <Select
          label={label}
          data={spec.options?.(ctx) ?? []}
          value={(value as string) || null}
          onChange={(v) => onChange(v ?? '')}
          searchable
          clearable
          error={error}
        />
      );
    case 'multi-select':
    case 'benefits':
      return (
        <MultiSelect
          label={label}
          data={spec.options?.(ctx) ?? benefitData()}
          value={(value as string[]) ?? []}
          onChange={onChange}
          searchable
          clearable
          error={error}
        />
      );
    case 'licenses':
      return (
        <LicensesInput
          label={label}
          value={(value as string[]) ?? []}
          onChange={onChange}
          error={error}
          data={spec.options?.(ctx) ?? []}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={label}
          description={PROFILE_MESSAGES.fields.tagsHint}
          value={(value as string[]) ?? []}
          onChange={onChange}
          clearable
          error={error}
        />
      );
    case 'switch':
      return <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'date':
      return <DateField spec={spec} value={value as string} onChange={onChange} error={error} first={first} />;
    case 'dates':
      return <DatesField label={label} value={(value as string[]) ?? []} onChange={onChange} error={error} />;
    default:
      return (
        <TextInput
          {...autofocus}
          label={label}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
  }
}

const benefitData = () => BENEFIT_OPTIONS.map((b) => ({ value: b.value, label: b.label }));

function DateField({
  spec,
  value,
  onChange,
  error,
  first,
}: {
  spec: FieldSpec;
  value: string;
  onChange: (v: unknown) => void;
  error?: string;
  first: boolean;
}) {
  const asap = value === 'asap';
  return (
    <Stack gap={4}>
      <TextInput
        data-autofocus={(first && !asap) || undefined}
        type="date"
        label={spec.label}
        value={asap ? '' : (value ?? '')}
        disabled={asap}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
      {spec.allowAsap && (
        <Checkbox
          label={PROFILE_MESSAGES.fields.asap}
          checked={asap}
          onChange={(e) => onChange(e.currentTarget.checked ? 'asap' : '')}
        />
      )}
    </Stack>
  );
}

function DatesField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange: (v: unknown) => void;
  error?: string;
}) {
  const [next, setNext] = useState('');
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          type="date"
          label={label}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={!next}
          onClick={() => {
            if (!value.includes(next)) onChange([...value, next].sort());
            setNext('');
          }}
        >
          {PROFILE_MESSAGES.fields.addDate}
        </Button>
      </Group>
      {value.map((d) => (
        <Group key={d} gap="xs">
          <Text size="sm">{d}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={PROFILE_MESSAGES.fields.removeDate(d)}
            onClick={() => onChange(value.filter((x) => x !== d))}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Licences with "Select All Compact States": unticking it removes the compact states it added, never a licence the
 * worker held before (those picked before ticking it, or held when the dialog opened).
 */
function LicensesInput({
  label,
  value: list,
  onChange,
  error,
  data,
}: {
  label: string;
  value: string[];
  onChange: (value: unknown) => void;
  error?: string;
  data: ComponentProps<typeof MultiSelect>['data'];
}) {
  const [held, setHeld] = useState<string[]>(list);
  const allCompact = NLC_STATES.states.every((s) => list.includes(s));
  return (
    <Stack gap="xs">
      <MultiSelect label={label} data={data} value={list} onChange={onChange} searchable clearable error={error} />
      <Checkbox
        label={MESSAGES.selectAllCompactStates}
        checked={allCompact}
        onChange={(e) => {
          if (e.currentTarget.checked) {
            setHeld(list);
            onChange(selectAllCompactStates(list));
          } else onChange(unselectAllCompactStates(list, held));
        }}
      />
    </Stack>
  );
}
