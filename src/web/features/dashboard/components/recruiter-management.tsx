// /dashboard/recruiter-management: invite recruiters by email, list the team, deactivate/reactivate, reassign in bulk.
import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { DASHBOARD_FORM_SCHEMAS as SCHEMAS } from '../form-schemas';
import { MESSAGES, ROLE_LABELS, formatDate } from '@/domain/shared';
import { useInvite, useMembers, useReassign, useSetActive, type Member } from '../api';
import { useMe } from '../../../lib/auth';
import { useDomainForm } from '../../../lib/domain-form';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable } from '../../../components/responsive-table';
import { errorMessage, QueryState } from './query-state';

const M = DASHBOARD_MESSAGES.recruiters;

export function RecruiterManagement() {
  const members = useMembers();
  const me = useMe();
  const invite = useInvite();
  const setActive = useSetActive();
  const form = useDomainForm(SCHEMAS.inviteRecruiter, { email: '' });
  const [reassignFrom, setReassignFrom] = useState<Member | null>(null);

  const sendInvite = form.onSubmit(async ({ email }) => {
    try {
      const r = await invite.mutateAsync(email);
      notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.invitationSent(r.email) });
      form.reset();
    } catch (err) {
      form.setFieldError('email', errorMessage(err));
    }
  });
  const toggle = (m: Member) =>
    m.active
      ? confirmAction({
          title: DASHBOARD_MESSAGES.confirm.deactivateTitle(`${m.first_name} ${m.last_name} (${m.email})`),
          message: DASHBOARD_MESSAGES.confirm.deactivateText,
          confirmLabel: DASHBOARD_MESSAGES.confirm.deactivate,
          onConfirm: () => void setActiveTo(m),
        })
      : void setActiveTo(m);
  const setActiveTo = async (m: Member) => {
    try {
      await setActive.mutateAsync({ id: m.id, active: !m.active });
      notifications.show({
        color: 'green',
        message: m.active ? DASHBOARD_MESSAGES.recruiterDeactivated : DASHBOARD_MESSAGES.recruiterReactivated,
      });
    } catch {
      // The query client's mutation cache shows the toast.
    }
  };

  return (
    <Stack>
      <Title order={1}>{M.title}</Title>
      <form onSubmit={sendInvite} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={M.inviteEmail}
            type="email"
            required
            {...form.getInputProps('email')}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" loading={invite.isPending}>
            {M.sendInvitation}
          </Button>
        </Group>
      </form>
      <QueryState query={members} />
      {members.data && (
        <>
          <ResponsiveTable
            aria-label={M.team}
            minWidth={560}
            rows={members.data.members}
            rowKey={(m) => m.id}
            columns={[
              { header: M.columns.name, cell: (m) => `${m.first_name} ${m.last_name}` },
              { header: M.columns.email, cell: (m) => m.email },
              { header: M.columns.role, cell: (m) => ROLE_LABELS[m.role] },
              { header: M.columns.assigned, cell: (m) => m.assigned },
              {
                header: M.columns.status,
                cell: (m) => <Badge color={m.active ? 'green' : 'gray'}>{m.active ? M.active : M.deactivated}</Badge>,
              },
              {
                header: M.columns.actions,
                cell: (m) => (
                  <Group gap="xs" wrap="wrap">
                    {/* One's own account is not deactivated from here (the server refuses it too). */}
                    {m.id !== me.data?.id && (
                      <Button
                        size="xs"
                        variant="default"
                        color={m.active ? 'red' : undefined}
                        onClick={() => toggle(m)}
                        aria-label={M.toggleLabel(m.active, m.email)}
                      >
                        {m.active ? M.deactivate : M.reactivate}
                      </Button>
                    )}
                    {m.role === 'recruiter' && m.assigned > 0 && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setReassignFrom(m)}
                        aria-label={M.reassignLabel(m.email)}
                      >
                        {M.reassign}
                      </Button>
                    )}
                  </Group>
                ),
              },
            ]}
          />
          {members.data.invitations.length > 0 && (
            <Stack gap={4}>
              <Title order={2} size="h4">
                {M.pendingInvitations}
              </Title>
              {members.data.invitations.map((i) => (
                <Text key={i.email} size="sm">
                  {i.email} {M.expires(formatDate(i.expiresAt))}
                </Text>
              ))}
            </Stack>
          )}
          <ReassignModal from={reassignFrom} members={members.data.members} onClose={() => setReassignFrom(null)} />
        </>
      )}
    </Stack>
  );
}

function ReassignModal({ from, members, onClose }: { from: Member | null; members: Member[]; onClose: () => void }) {
  // The route's schema (reassignInput) through the one form hook ('' until a recruiter is chosen).
  const form = useDomainForm(SCHEMAS.reassign, { toRecruiterId: '' });
  const to = form.values.toRecruiterId;
  const reassign = useReassign();
  const options = members
    .filter((m) => m.role === 'recruiter' && m.active && m.id !== from?.id)
    .map((m) => ({ value: m.id, label: `${m.first_name} ${m.last_name}` }));
  const submit = form.onSubmit(async ({ toRecruiterId }) => {
    if (!from || !toRecruiterId) return;
    try {
      const r = await reassign.mutateAsync({ from: from.id, to: toRecruiterId });
      notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.applicationsReassigned(r.moved) });
      onClose();
    } catch {
      // The query client's mutation cache shows the toast.
    }
  });
  return (
    <Modal opened={!!from} onClose={onClose} title={M.reassignTitle}>
      <Stack>
        <Text size="sm">{M.reassignText(from?.assigned ?? '', from?.first_name ?? '', from?.last_name ?? '')}</Text>
        <Select
          label={M.newRecruiter}
          data={options}
          value={to || null}
          onChange={(id) => form.setFieldValue('toRecruiterId', id ?? '')}
          error={form.errors.toRecruiterId}
          placeholder={MESSAGES.selectRecruiterPlaceholder}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button onClick={() => submit()} disabled={!to} loading={reassign.isPending}>
            {M.reassign}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
