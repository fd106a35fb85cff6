// Edit a credential: type, issue and expiry dates, and for licences the number, issuing state and multistate flag.
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CREDENTIAL_TYPES, typicalExpiry, updateCredentialInput, type CredentialType } from '@/domain/profile';
import { US_STATES, isCompactState } from '@/domain/shared';
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
      notifications.show({ color: 'green', message: 'Credential saved' });
      onClose();
    } catch (err) {
      // The toast comes from the query client's mutation cache; named fields go next to their inputs.
      applyServerErrors(form, err);
    }
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${credential.label}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {credential.name}
          </Text>
          <NativeSelect
            label="Credential type"
            {...form.getInputProps('credential')}
            data={[{ value: '', label: 'Other' }, ...CREDENTIAL_TYPES.map((c) => ({ value: c.key, label: c.label }))]}
          />
          <TextInput type="date" label="Issued on" {...form.getInputProps('issuedOn')} />
          <TextInput type="date" label="Expires on" {...form.getInputProps('expiresOn')} />
          {suggestion && (
            <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('expiresOn', suggestion)}>
              Use the typical expiry: {suggestion}
            </Button>
          )}
          {licence && (
            <>
              <TextInput label="Licence number" maxLength={64} {...form.getInputProps('number')} />
              <NativeSelect
                label="Issuing state"
                {...form.getInputProps('state')}
                data={[
                  { value: '', label: 'Choose a state' },
                  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
                ]}
              />
              <Checkbox
                label="Multistate licence (Nurse Licensure Compact)"
                description={
                  state && !isCompactState(state)
                    ? 'Only a compact state issues multistate licences.'
                    : 'Issued by your primary state of residence; covers RN and LPN/VN in every compact state.'
                }
                checked={multistate && (!state || isCompactState(state))}
                disabled={!!state && !isCompactState(state)}
                onChange={(e) => form.setFieldValue('multistate', e.currentTarget.checked)}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
