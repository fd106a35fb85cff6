// A placement's bill rate card (issue 45), on the application's page for the organization's users: the client's name
// and address, the markup on pay, and a bill rate per hourly pay line. Validated by the domain's rateCardInput, saved
// through the one form mechanism (useDomainForm); the server's field errors land on their inputs.
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HOURS_MESSAGES } from '@/domain/hours';
import { HOURLY_CODES, INVOICE_MESSAGES as M, type RateCard } from '@/domain/invoices';
import { Busy } from '../../../app/components/busy';
import { LazyNumberInput } from '../../../components/lazy-number-input';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors, refusalUnder } from '../../../lib/form-errors';
import { useRateCard, useSaveRateCard } from '../invoices-api';

/** The rate card's schema, fetched when the form is first edited: the application page's first view carries no zod. */
const rateCardSchema = lazySchema(() => import('@/domain/invoices/rate-card').then((m) => m.rateCardInput));

type Code = (typeof HOURLY_CODES)[number];
type Values = {
  client_name: string;
  client_address: string;
  /** percent, e.g. 25 or 27.5 */
  markup: number | string;
  /** dollars an hour per line; '' bills the line at pay plus the markup */
  rates: Record<Code, number | string>;
};

const cents = (v: number | string) => (typeof v === 'number' ? Math.round(v * 100) : Number.NaN);

/** The form's values as the API's rate card. */
function toInput(v: Values): RateCard {
  return {
    client_name: v.client_name,
    client_address: v.client_address,
    markup_bps: v.markup === '' ? 0 : cents(v.markup),
    rates: HOURLY_CODES.filter((c) => v.rates[c] !== '').map((code) => ({
      code,
      bill_rate_cents: cents(v.rates[code]),
    })),
  };
}

function fromCard(card: RateCard | null): Values {
  const rates = Object.fromEntries(HOURLY_CODES.map((c) => [c, ''])) as Record<Code, number | string>;
  for (const r of card?.rates ?? []) if (r.code in rates) rates[r.code as Code] = r.bill_rate_cents / 100;
  return {
    client_name: card?.client_name ?? '',
    client_address: card?.client_address ?? '',
    markup: card ? card.markup_bps / 100 : '',
    rates,
  };
}

function RateCardForm({ applicationId, card }: { applicationId: string; card: RateCard | null }) {
  const save = useSaveRateCard(applicationId);
  const form = useDomainForm<Values>(rateCardSchema, fromCard(card), { toInput: toInput });
  const submit = form.onSubmit((values) =>
    save.mutate(toInput(values), {
      onSuccess: () => notifications.show({ message: M.rateCard.saved }),
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  // A refused rate names its place among the rates sent; it is shown under the rates.
  const rateError = refusalUnder(form.errors, 'rates');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={M.rateCard.clientName} withAsterisk {...form.getInputProps('client_name')} />
        <Textarea
          label={M.rateCard.clientAddress}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('client_address')}
        />
        <LazyNumberInput
          id="rate-card-markup"
          label={M.rateCard.markup}
          description={M.rateCard.markupHint}
          min={0}
          max={1000}
          decimalScale={2}
          suffix=" %"
          {...form.getInputProps('markup')}
          error={form.errors.markup_bps}
        />
        <Text size="sm" fw={600}>
          {M.rateCard.rates}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {HOURLY_CODES.map((code) => (
            <LazyNumberInput
              key={code}
              id={`rate-card-rate-${code}`}
              label={M.rateCard.rateFor(HOURS_MESSAGES.lineCodes[code])}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              {...form.getInputProps(`rates.${code}`)}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c={rateError ? 'red' : 'dimmed'} role={rateError ? 'alert' : undefined}>
          {rateError ?? M.rateCard.rateHint}
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {M.rateCard.issuedKept}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {M.rateCard.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RateCardCard({ applicationId }: { applicationId: string }) {
  const q = useRateCard(applicationId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rate-card-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rate-card-title">
          {M.rateCard.title}
        </Title>
        <Text size="sm" c="dimmed">
          {M.rateCard.intro}
        </Text>
        {q.data ? (
          <>
            {q.data.rate_card ? null : <Text size="sm">{M.rateCard.none}</Text>}
            <RateCardForm key={q.data.updated_at ?? 'new'} applicationId={applicationId} card={q.data.rate_card} />
          </>
        ) : (
          <Busy label={M.rateCard.title} />
        )}
      </Stack>
    </Paper>
  );
}
