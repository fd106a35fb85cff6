// The assignment contract of one application (issue 31), on the worker's onboarding and application pages and on the
// recruiter's application detail: its status, the agreed terms it carries, who signed when, the PDF, and the action
// the person looking may take (Review and sign, Countersign). A void contract says why; a signed one whose sealed PDF
// is still being prepared says so in place of its download. Renders nothing before an offer is accepted. An amendment
// (an accepted extension, issue 45) is titled so, with the dates it changes.
import { lazy, Suspense, useState } from 'react';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { offerFieldLabel } from '@/domain/fields';
import { contractSealPending, type ContractStatus } from '@/domain/onboarding';
import { fullName, MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { useContract } from '../contract-api';
import { useFullLocalTime } from '../../../components/local-time';

// The signing dialog (its signature pad, its form and schema) loads on the press of Sign.
const ContractSignDialog = lazy(() =>
  import('./contract-sign-dialog').then((m) => ({ default: m.ContractSignDialog })),
);

const BADGE_COLOR: Record<ContractStatus, string> = {
  awaiting_worker: 'yellow',
  awaiting_countersign: 'orange',
  signed: 'green',
  void: 'gray',
};

/** Rows of the agreed terms the card repeats (the full terms are in the contract). */
const SUMMARY_LABELS = ['start_date', 'end_date', 'hours_per_week', 'facility'].map(offerFieldLabel);

export function ContractCard({ applicationId }: { applicationId: string }) {
  const m = MESSAGES.contract;
  const q = useContract(applicationId);
  const me = useMe();
  const [open, setOpen] = useState<'sign' | 'countersign' | null>(null);
  const at = useFullLocalTime();
  const c = q.data?.contract;
  if (!c) return null;
  const titleId = `contract-title-${applicationId}`;
  const amendment = c.content.amendment;
  const summary = [...c.content.facility, ...c.content.datesAndHours].filter((r) => SUMMARY_LABELS.includes(r.label));
  const signerName = me.data ? fullName(me.data.first_name, me.data.last_name) : '';
  const sealPending = contractSealPending({ status: c.status, sealed: c.signed_sha256 !== null });

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="contract-card"
      data-application-id={applicationId}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {amendment ? MESSAGES.extension.amendmentTitle : m.title}
          </Title>
          <Badge color={BADGE_COLOR[c.status]} data-testid="contract-status">
            {m.badge[c.status]}
          </Badge>
        </Group>
        {/* An accepted extension's amendment (issue 45): what it changes, in the words of the document. */}
        {amendment ? (
          <Text size="sm" fw={600} data-testid="contract-amendment">
            {MESSAGES.extension.amendmentHeading(amendment.effectiveDate, amendment.endDate)}
          </Text>
        ) : null}
        <Text size="sm">{m.status[c.status]}</Text>
        <Text size="sm" fw={600} data-testid="contract-weekly-pay">
          {m.weeklyPay(c.content.weeklyPay)}
        </Text>
        {summary.length > 0 && (
          <Text size="sm" c="dimmed">
            {summary.map((r) => `${r.label}: ${r.value}`).join(' · ')}
          </Text>
        )}
        {c.status === 'void' && (
          <Alert color="gray" title={m.badge.void}>
            {m.voidExplained(c.void_reason ?? m.voidReasonNewOffer)}
          </Alert>
        )}
        {c.signatures.length > 0 && (
          <List size="sm" spacing={2}>
            {c.signatures.map((s) => (
              <List.Item key={s.side}>{m.signedOn(s.full_name, at(s.signed_at))}</List.Item>
            ))}
          </List>
        )}
        <Group gap="sm" wrap="wrap">
          {c.can_sign && (
            <Button leftSection={<IconSignature size={16} />} onClick={() => setOpen('sign')}>
              {m.reviewAndSign}
            </Button>
          )}
          {c.can_countersign && (
            <Button leftSection={<IconSignature size={16} />} onClick={() => setOpen('countersign')}>
              {m.countersign}
            </Button>
          )}
          {sealPending ? (
            // Signed at once; the sealed PDF follows from the server's outbox, and the live update shows its download.
            <Text size="sm" c="dimmed" data-testid="contract-seal-pending">
              {m.sealPending}
            </Text>
          ) : (
            <Button
              component="a"
              href={c.pdf_url}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="contract-download"
            >
              {c.status === 'signed' ? m.downloadSigned : m.download}
            </Button>
          )}
        </Group>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <ContractSignDialog contract={c} side={open} signerName={signerName} opened onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
