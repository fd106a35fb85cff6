// The references card of an application (issue 31). The worker names referees, resends a link or replaces a referee
// who has not answered, and sees per referee whether it was answered (with the sent and reminded dates), never the
// answers; the organization's side reads the answers. Open pages follow the server (live 'references' frames).
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ONBOARDING_MESSAGES,
  REFERENCE_MESSAGES as M,
  formatReferenceAnswer,
  refereeDatesLine,
  type RefereeInput,
  type RefereeView,
} from '@/domain/onboarding';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors, errorText } from '../../../lib/form-errors';
import { useNameReferee, useReferences, useReplaceReferee, useResendReferee } from '../references-api';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

const STATE_COLOR = { answered: 'green', waiting: 'yellow', expired: 'red' } as const;
const EMPTY: RefereeInput = { name: '', email: '', relationship: '', workplace: '' };

/** The referee form's schema (refereeInput), fetched when the form is first edited: the journey's first view has no zod. */
const refereeSchema = lazySchema(() => import('@/domain/onboarding/references-schemas').then((m) => m.refereeInput));

/** The form naming (or replacing) a referee: four labelled inputs over the domain's refereeInput. */
function RefereeForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: RefereeInput;
  submitLabel: string;
  onSubmit: (values: RefereeInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useDomainForm(refereeSchema, initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const f = M.fields;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setBusy(true);
        setError(null);
        try {
          // Checked (and trimmed) by the schema, here by then; if it could not be fetched, the server checks the same.
          await onSubmit((refereeSchema.loaded?.parse(values) as RefereeInput | undefined) ?? values);
        } catch (err) {
          if (!applyServerErrors(form, err)) setError(errorText(err));
        } finally {
          setBusy(false);
        }
      })}
    >
      <Stack gap="xs">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label={f.name} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label={f.email} type="email" required autoComplete="off" {...form.getInputProps('email')} />
        <TextInput
          label={f.relationship}
          description={f.relationshipHint}
          required
          {...form.getInputProps('relationship')}
        />
        <TextInput label={f.workplace} description={f.workplaceHint} required {...form.getInputProps('workplace')} />
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The answers of one referee, as the organization reads them. */
function Answers({ answers }: { answers: NonNullable<RefereeView['answers']> }) {
  return (
    <Stack gap={4} component="dl" m={0} aria-label={M.showAnswers}>
      {answers.map((a) => (
        <div key={a.id}>
          <Text component="dt" size="sm" fw={600}>
            {a.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line' }}>
            {formatReferenceAnswer(a.kind, a.value ?? null)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function RefereeItem({ r, applicationId, canEdit }: { r: RefereeView; applicationId: string; canEdit: boolean }) {
  const [replacing, setReplacing] = useState(false);
  const resend = useResendReferee(applicationId);
  const replace = useReplaceReferee(applicationId);
  const changeable = canEdit && r.state !== 'answered';
  return (
    <Card withBorder padding="sm" component="li" aria-label={r.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{r.name}</Text>
            <Text size="sm" c="dimmed">
              {r.relationship} · {r.workplace}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
          </Stack>
          <Badge color={STATE_COLOR[r.state]} variant="light" data-testid="referee-state">
            {M.state[r.state]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {refereeDatesLine({ sentAt: r.sent_at, remindedAt: r.reminded_at, answeredAt: r.answered_at })}
        </Text>
        {r.answers ? <Answers answers={r.answers} /> : null}
        {changeable && !replacing ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(r.id, { onSuccess: () => notifications.show({ color: 'green', message: M.resent }) })
              }
            >
              {M.resend}
            </Button>
            <Button size="xs" variant="default" onClick={() => setReplacing(true)}>
              {M.replace}
            </Button>
          </Group>
        ) : null}
        {replacing ? (
          <RefereeForm
            initial={{ name: r.name, email: r.email, relationship: r.relationship, workplace: r.workplace }}
            submitLabel={M.replaceReferee}
            onCancel={() => setReplacing(false)}
            onSubmit={async (body) => {
              await replace.mutateAsync({ id: r.id, body });
              setReplacing(false);
              notifications.show({ color: 'green', message: M.replaced });
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** An application's references: what the worker does next, or what the organization reads. */
export function ReferencesCard({ applicationId }: { applicationId: string }) {
  const q = useReferences(applicationId);
  const name = useNameReferee(applicationId);
  const [adding, setAdding] = useState(false);
  const data = q.data;
  const titleId = `references-${applicationId}`;
  if (q.isLoading) return <Busy size="sm" label={ONBOARDING_MESSAGES.loadingReferences} />;
  if (failedToShow(q) || !data) return null;
  const staff = !data.can_edit && data.referees.some((r) => r.answers !== null);
  const canAdd = data.can_edit && data.referees.length < data.max;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {M.title}
          </Title>
          <Text size="sm" fw={600} data-testid="references-count">
            {M.answeredCount(data.answered, data.required_count)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {data.can_edit ? M.workerHint : staff ? M.staffHint : null}
        </Text>
        {data.referees.length === 0 ? <Text size="sm">{M.none}</Text> : null}
        {data.referees.length > 0 ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.referees.map((r) => (
              <RefereeItem key={r.id} r={r} applicationId={applicationId} canEdit={data.can_edit} />
            ))}
          </Stack>
        ) : null}
        {canAdd && !adding ? (
          <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
            {M.addReferee}
          </Button>
        ) : null}
        {adding ? (
          <RefereeForm
            initial={EMPTY}
            submitLabel={M.save}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              await name.mutateAsync(body);
              setAdding(false);
              notifications.show({ color: 'green', message: M.added });
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
