// The offer form used by both sides: make / update / change an offer, counter / re-counter. Prefilled with `initial`.
import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { OfferTerms } from '@/domain/offers';
import { OFFER_TERMS } from '@/domain/offers';
import { OFFER_FIELDS, termValue } from '../offer-fields';

type Values = Record<string, string | number | ''>;

const GROUP_TITLES: Record<keyof typeof OFFER_TERMS, string> = {
  pay: 'Pay',
  hours: 'Hours',
  schedule: 'Schedule',
  location: 'Location',
};

function toValues(terms: OfferTerms): Values {
  const out: Values = {};
  for (const f of OFFER_FIELDS) {
    if (!f.editable) continue;
    const v = termValue(terms, `${f.group}.${f.key}`);
    out[`${f.group}.${f.key}`] = typeof v === 'number' || typeof v === 'string' ? v : '';
  }
  return out;
}

/** Only filled-in fields become terms; the server keeps every earlier term the form leaves out. */
function toTerms(values: Values): OfferTerms {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of OFFER_FIELDS) {
    if (!f.editable) continue;
    const v = values[`${f.group}.${f.key}`];
    if (v === '' || v === undefined) continue;
    const value = f.kind === 'money' || f.kind === 'number' ? Number(v) : String(v).trim();
    if (value === '' || (typeof value === 'number' && Number.isNaN(value))) continue;
    (out[f.group] ??= {})[f.key] = value;
  }
  return out as OfferTerms;
}

export interface OfferFormProps {
  initial: OfferTerms;
  submitLabel: string;
  loading?: boolean;
  error?: string | null;
  onSubmit: (terms: OfferTerms) => void;
  onCancel?: () => void;
}

export function OfferForm({ initial, submitLabel, loading, error, onSubmit, onCancel }: OfferFormProps) {
  const [values, setValues] = useState<Values>(() => toValues(initial));
  const set = (path: string, v: string | number) => setValues((s) => ({ ...s, [path]: v }));
  return (
    <form
      aria-label="Offer form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(toTerms(values));
      }}
    >
      <Stack gap="md">
        {(Object.keys(OFFER_TERMS) as (keyof typeof OFFER_TERMS)[]).map((group) => (
          <Stack key={group} gap="xs">
            <Title order={4}>{GROUP_TITLES[group]}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {OFFER_FIELDS.filter((f) => f.group === group && f.editable).map((f) => {
                const path = `${f.group}.${f.key}`;
                const value = values[path] ?? '';
                if (f.kind === 'money' || f.kind === 'number') {
                  return (
                    <NumberInput
                      key={path}
                      label={f.label}
                      value={value}
                      min={0}
                      decimalScale={2}
                      prefix={f.kind === 'money' ? '$' : undefined}
                      thousandSeparator=","
                      onChange={(v) => set(path, v)}
                    />
                  );
                }
                return (
                  <TextInput
                    key={path}
                    label={f.label}
                    type={f.kind === 'date' ? 'date' : 'text'}
                    value={String(value)}
                    onChange={(e) => set(path, e.currentTarget.value)}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
        {error ? (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {error}
          </div>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
