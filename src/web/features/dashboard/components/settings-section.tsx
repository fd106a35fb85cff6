// /dashboard/settings: the organization's profile (organization users and admins) and the user's own name and phone;
// the change-password form lives here and is shown on the account settings page (/account). All three are one
// TextFieldsForm over their domain schema.
import { Link } from 'react-router';
import { Anchor, Paper, Stack, TextInput, Title } from '@mantine/core';
import { AUTH_MESSAGES, routes } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { DASHBOARD_FORM_SCHEMAS as SCHEMAS } from '../form-schemas';
import { useMe } from '../../../lib/auth';
import { draftKey } from '../../../lib/form-draft';
import { TextFieldsForm } from '../../../components/text-fields-form';
import {
  useOrgProfile,
  useOwnSettings,
  useSaveOrgProfile,
  useSaveOwnSettings,
  type OrgProfile,
  type OwnSettings,
} from '../api';
import { QueryState } from './query-state';
import { settingsShown } from '../settings-shown';
import { ReferenceQuestionsSection } from './reference-questions-section';
import { ContractClausesSection } from './contract-clauses-section';

export function SettingsSection() {
  const me = useMe();
  const orgAllowed = !!me.data && settingsShown(me.data).organization;
  const org = useOrgProfile(orgAllowed);
  const own = useOwnSettings();
  return (
    <Stack>
      <Title order={1}>{DASHBOARD_MESSAGES.settings.title}</Title>
      {orgAllowed && (
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            {DASHBOARD_MESSAGES.settings.organizationProfile}
          </Title>
          <QueryState query={org} />
          {org.data && <OrgForm initial={org.data} />}
        </Paper>
      )}
      {orgAllowed && <ReferenceQuestionsSection />}
      {orgAllowed && <ContractClausesSection />}
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          {DASHBOARD_MESSAGES.settings.yourAccount}
        </Title>
        <QueryState query={own} />
        {own.data && <OwnForm initial={own.data} />}
      </Paper>
    </Stack>
  );
}

function OrgForm({ initial }: { initial: OrgProfile }) {
  const save = useSaveOrgProfile();
  const me = useMe();
  return (
    <TextFieldsForm
      draftKey={me.data ? draftKey(me.data.id, 'organization-settings', me.data.organization?.id) : null}
      schema={SCHEMAS.organizationProfile}
      initialValues={{
        name: initial.name ?? '',
        contact_email: initial.contact_email ?? '',
        contact_phone: initial.contact_phone ?? '',
        logo: initial.logo ?? '',
      }}
      fields={[
        { name: 'name', label: AUTH_MESSAGES.signup.organizationName, required: true },
        { name: 'contact_email', label: DASHBOARD_MESSAGES.settings.contactEmail, type: 'email' },
        { name: 'contact_phone', label: DASHBOARD_MESSAGES.settings.contactPhone, type: 'tel' },
        { name: 'logo', label: DASHBOARD_MESSAGES.settings.logoUrl },
      ]}
      submitLabel={DASHBOARD_MESSAGES.settings.saveOrganization}
      send={(v) => save.mutateAsync({ ...v, logo: v.logo || undefined })}
      successMessage={DASHBOARD_MESSAGES.settingsSaved}
      pending={save.isPending}
    />
  );
}

function OwnForm({ initial }: { initial: OwnSettings }) {
  const save = useSaveOwnSettings();
  const me = useMe();
  return (
    <TextFieldsForm
      draftKey={me.data ? draftKey(me.data.id, 'account-settings', me.data.id) : null}
      schema={SCHEMAS.ownSettings}
      initialValues={{
        first_name: initial.first_name ?? '',
        last_name: initial.last_name ?? '',
        phone: initial.phone ?? '',
      }}
      fields={[
        { name: 'first_name', label: DASHBOARD_MESSAGES.invite.firstName, required: true },
        { name: 'last_name', label: DASHBOARD_MESSAGES.invite.lastName, required: true },
        { name: 'phone', label: DASHBOARD_MESSAGES.settings.phone, type: 'tel' },
      ]}
      submitLabel={DASHBOARD_MESSAGES.settings.saveAccount}
      send={(v) => save.mutateAsync(v)}
      successMessage={DASHBOARD_MESSAGES.settingsSaved}
      pending={save.isPending}
    >
      <TextInput
        label={DASHBOARD_MESSAGES.settings.email}
        value={initial.email}
        readOnly
        description={
          <>
            {DASHBOARD_MESSAGES.settings.emailHint}{' '}
            <Anchor component={Link} to={routes.account()} size="xs">
              {DASHBOARD_MESSAGES.settings.accountSettings}
            </Anchor>
            .
          </>
        }
      />
    </TextFieldsForm>
  );
}
