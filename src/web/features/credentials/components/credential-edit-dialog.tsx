// Edit a credential: type, issue and expiry dates, and for licences the number, issuing state and multistate flag.
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CREDENTIAL_TYPES,
  PROFILE_MESSAGES,
  typicalExpiry,
  updateCredentialInput,
  type CredentialType,
} from '@/domain/profile';
import { MESSAGES, US_STATES, isCompactState } from '@/domain/shared';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import type { Credential, UpdateCredentialInput } from '@/domain/profile';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateCredential } from '../api';

/** The dialog's values: every input as typed (empty text is "not given"). */
interface Values extends Record<string, unknown> {
  credential: string;
  expiresOn: string;
  issuedOn: string;
  number: string;
  state: string;
  multistate: boolean;
}

/** The PATCH payload of the values (the domain's updateCredentialInput); licence fields only for a licence. */
function patchOf(v: Values, licence: boolean): UpdateCredentialInput {
  const patch: UpdateCredentialInput = {
    credential: (v.credential || null) as UpdateCredentialInput['credential'],
    expiresOn: v.expiresOn || null,
    issuedOn: v.issuedOn || null,
  };
  if (licence)
    Object.assign(patch, {
      number: v.number.trim() || null,
      state: v.state || null,
      multistate: v.multistate && isCompactState(v.state),
    });
  return patch;
}

export function CredentialEditDialog({ credential, onClose }: { credential: Credential; onClose: () => void }) {
  const update = useUpdateCredential();
  const known = CREDENTIAL_TYPES.some((c) => c.key === credential.credential);
  const isLicence = (v: Values) => v.credential === 'LICENSE' || credential.category === 'professional_licenses';
  const form = useDomainForm<Values>(
    updateCredentialInput,
    {
      credential: known ? (credential.credential as string) : '',
      expiresOn: credential.expiresOn ?? '',
      issuedOn: credential.issuedOn ?? '',
      number: credential.number ?? '',
      state: credential.state ?? '',
      multistate: credential.multistate,
    },
    { toInput: (v) => patchOf(v, isLicence(v)) },
  );
  const v = form.getValues();
  const licence = isLicence(v);
  const { credential: type, issuedOn, expiresOn, state, multistate } = v;
  const suggestion = type && issuedOn && !expiresOn ? typicalExpiry(type as CredentialType, issuedOn) : null;

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ documentId: credential.documentId, patch: patchOf(values, isLicence(values)) });
      notifications.show({ color: 'green', message: PROFILE_MESSAGES.credentials.saved });
      onClose();
    } catch (err) {
      // The toast comes from the query client's mutation cache; named fields go next to their inputs.
      applyServerErrors(form, err);
    }
  });

  return (
    <Modal opened onClose={onClose} title={PROFILE_MESSAGES.editNamed(credential.label)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {credential.name}
          </Text>
          <NativeSelect
            data-autofocus
            label={PROFILE_MESSAGES.credentials.type}
            {...form.getInputProps('credential')}
            data={[
              { value: '', label: PROFILE_MESSAGES.credentials.otherType },
              ...CREDENTIAL_TYPES.map((c) => ({ value: c.key, label: c.label })),
            ]}
          />
          <TextInput type="date" label={PROFILE_MESSAGES.credentials.issuedOn} {...form.getInputProps('issuedOn')} />
          <TextInput type="date" label={PROFILE_MESSAGES.credentials.expiresOn} {...form.getInputProps('expiresOn')} />
          {suggestion && (
            <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('expiresOn', suggestion)}>
              {PROFILE_MESSAGES.credentials.useTypicalExpiry(suggestion)}
            </Button>
          )}
          {licence && (
            <>
              <TextInput label={ONBOARDING_MESSAGES.licenceNumber} maxLength={64} {...form.getInputProps('number')} />
              <NativeSelect
                label={PROFILE_MESSAGES.credentials.issuingState}
                {...form.getInputProps('state')}
                data={[
                  { value: '', label: PROFILE_MESSAGES.credentials.chooseState },
                  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
                ]}
              />
              <Checkbox
                label={PROFILE_MESSAGES.credentials.multistate}
                description={
                  state && !isCompactState(state)
                    ? PROFILE_MESSAGES.credentials.multistateNotCompact
                    : PROFILE_MESSAGES.credentials.multistateHint
                }
                checked={multistate && (!state || isCompactState(state))}
                disabled={!!state && !isCompactState(state)}
                onChange={(e) => form.setFieldValue('multistate', e.currentTarget.checked)}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {PROFILE_MESSAGES.credentials.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
