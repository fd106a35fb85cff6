// "Accept with eyes open": before an offer is accepted, a confirmation restates the figures that matter — weekly total,
// feels-like hourly, hours per week and the dates — all from the one pay function of the domain.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { OFFER_MESSAGES, payBreakdown, type OfferTerms, type PayInputs } from '@/domain/offers';
import { MESSAGES, formatDate, formatMoney } from '@/domain/shared';

export interface AcceptConfirmProps {
  opened: boolean;
  /** The fully resolved terms being accepted (job terms with every offer version applied). */
  terms: OfferTerms;
  title: string;
  loading?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function AcceptConfirm({ opened, terms, title, loading, onClose, onConfirm }: AcceptConfirmProps) {
  const t = terms as {
    pay?: PayInputs;
    hours?: { hours_per_week?: number };
    schedule?: { start_date?: string; end_date?: string };
  };
  const pay = payBreakdown(t.pay ?? {}, t.hours?.hours_per_week, t.schedule?.start_date);
  const rows: [string, string][] = [
    ['Weekly total', formatMoney(pay.weeklyTotal) || '—'],
    ['Feels like', pay.feelsLikeHourly !== null ? `${formatMoney(pay.feelsLikeHourly)}/hr` : '—'],
    ['Hours per week', pay.hoursPerWeek !== null ? String(pay.hoursPerWeek) : '—'],
    ['Start date', formatDate(t.schedule?.start_date) || '—'],
    ['End date', formatDate(t.schedule?.end_date) || '—'],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{OFFER_MESSAGES.acceptConfirm.intro}</Text>
        <DataTable aria-label={OFFER_MESSAGES.acceptConfirm.terms}>
          <DataTable.Tbody>
            {rows.map(([label, value]) => (
              <DataTable.Tr key={label}>
                <DataTable.Th scope="row">{label}</DataTable.Th>
                <DataTable.Td data-testid={`confirm-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</DataTable.Td>
              </DataTable.Tr>
            ))}
          </DataTable.Tbody>
        </DataTable>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button color="green" loading={loading} onClick={onConfirm}>
            {OFFER_MESSAGES.acceptConfirm.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
