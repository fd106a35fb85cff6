// The offer form used by both sides: make / update / change an offer, counter / re-counter. Prefilled with `initial`.
// Taxable weekly, weekly total and feels-like are derived live by the domain's pay model and are read-only; the
// taxable hourly rate and hours per week are required (the server derives the same figures and refuses without them).
import type { MutableRefObject } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { OfferTerms } from '@/domain/offers';
import { OFFER_MESSAGES, OFFER_TERMS, REQUIRED_PAY_INPUTS, offerTermsSchema } from '@/domain/offers';
import { derivedHoursPerWeek } from '@/domain/jobs';
import { MESSAGES, formatMoney } from '@/domain/shared';
import { PayWarnings } from '../../../components/pay-breakdown';
import { formFields, livePay, offerFormSpec, toTerms, toValues, type Values } from '../offer-form-values';
import { useDomainForm } from '../../../lib/domain-form';
import { FormRefusal } from '../../../components/form-refusal';
import { DraftNotice } from '../../../components/draft-notice';
import { CatalogueField } from '../../../components/catalogue-field';

const GROUP_TITLES: Record<keyof typeof OFFER_TERMS, string> = {
  pay: 'Pay',
  hours: 'Hours',
  schedule: 'Schedule',
  location: 'Location',
};

export interface OfferFormProps {
  initial: OfferTerms;
  submitLabel: string;
  loading?: boolean;
  error?: string | null;
  onSubmit: (terms: OfferTerms) => void;
  onCancel?: () => void;
  /** A worker's counter offer: pay, hours and dates only (the facility and its location are not offered). */
  counter?: boolean;
  /** Where this form's draft is kept (lib/form-draft.ts draftKey); null keeps none. The sender removes it once sent. */
  draftKey?: string | null;
  /** Set to this form's guarded close, for the dialog around it (Escape, X, backdrop ask first with changes). */
  closeRef?: MutableRefObject<(() => void) | null>;
}

const REQUIRED = new Set<string>(REQUIRED_PAY_INPUTS);

export function OfferForm({
  initial,
  submitLabel,
  loading,
  error,
  onSubmit,
  onCancel,
  counter = false,
  draftKey = null,
  closeRef,
}: OfferFormProps) {
  const fields = formFields(counter);
  // Values keyed by the term's path ('pay.hourly_rate'), read and written whole (never through a dotted field path).
  const form = useDomainForm<Values>(offerTermsSchema, toValues(initial, fields), {
    ...offerFormSpec(fields, initial),
    draft: draftKey,
  });
  const draft = form.draft;
  const values = form.getValues();
  const errors = form.errors as Record<string, string>;
  const cancel = onCancel ? () => draft.confirmClose(onCancel) : undefined;
  if (closeRef) closeRef.current = cancel ?? null;
  const set = (path: string, v: string | number) => {
    const next = { ...form.getValues(), [path]: v };
    // Hours per week follow hours per shift × shifts per week (the domain's rule) once both are filled in.
    if (path === 'hours.hours_per_shift' || path === 'hours.shifts_per_week') {
      const num = (p: string) => (next[p] === '' ? undefined : Number(next[p]));
      const hours = derivedHoursPerWeek(num('hours.hours_per_shift'), num('hours.shifts_per_week'));
      if (hours !== null) next['hours.hours_per_week'] = hours;
    }
    form.setValues(next);
    const { [path]: _cleared, ...rest } = errors;
    form.setErrors(rest);
  };
  const { breakdown, ...figures } = livePay(values);
  const derived: Record<string, number | null> = figures;
  return (
    <form
      aria-label={OFFER_MESSAGES.form.label}
      noValidate
      onSubmit={form.onSubmit((v) => onSubmit(toTerms(v, fields)))}
    >
      <Stack gap="md">
        <DraftNotice draft={draft} />
        {(Object.keys(OFFER_TERMS) as (keyof typeof OFFER_TERMS)[])
          .filter((group) => fields.some((f) => f.group === group))
          .map((group) => (
            <Stack key={group} gap="xs">
              <Title order={4}>{GROUP_TITLES[group]}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {fields
                  .filter((f) => f.group === group && (f.editable || f.derived))
                  .map((f) => {
                    const path = `${f.group}.${f.key}`;
                    const value = values[path] ?? '';
                    if (f.derived) {
                      return (
                        <TextInput
                          key={path}
                          label={f.label}
                          readOnly
                          value={formatMoney(derived[path]) || '—'}
                          description={OFFER_MESSAGES.form.derivedHint}
                          data-testid={`derived-${f.key}`}
                        />
                      );
                    }
                    // Pay, hours and dates: label, input kind, format and hint from the field catalogue.
                    if (f.kind === 'money' || f.kind === 'number' || f.kind === 'date') {
                      return (
                        <CatalogueField
                          key={path}
                          field={f.field}
                          value={value}
                          required={REQUIRED.has(path)}
                          error={errors[path]}
                          onChange={(v) => set(path, typeof v === 'number' || typeof v === 'string' ? v : '')}
                        />
                      );
                    }
                    return (
                      <TextInput
                        key={path}
                        label={f.label}
                        value={String(value)}
                        error={errors[path]}
                        onChange={(e) => set(path, e.currentTarget.value)}
                      />
                    );
                  })}
              </SimpleGrid>
            </Stack>
          ))}
        {/* Warned while typing, before the offer is sent (the same flags both sides see on the offer). */}
        <PayWarnings breakdown={breakdown} />
        <FormRefusal form={form} />
        <FormRefusal message={error} />
        <Group justify="flex-end">
          {cancel ? (
            <Button variant="default" onClick={cancel}>
              {MESSAGES.cancel}
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
