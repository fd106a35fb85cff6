// Edit a credential: type, issue and expiry dates, and for licences the number, issuing state and multistate flag.
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CREDENTIAL_TYPES, typicalExpiry, type CredentialType } from '@/domain/profile';
import { US_STATES, isCompactState } from '@/domain/shared';
import type { Credential, UpdateCredentialInput } from '@/domain/profile';
import { ApiError } from '../../../lib/api';
import { useUpdateCredential } from '../api';

export function CredentialEditDialog({ credential, onClose }: { credential: Credential; onClose: () => void }) {
  const update = useUpdateCredential();
  const known = CREDENTIAL_TYPES.some((c) => c.key === credential.credential);
  const [type, setType] = useState(known ? (credential.credential as string) : '');
  const [expiresOn, setExpiresOn] = useState(credential.expiresOn ?? '');
  const [issuedOn, setIssuedOn] = useState(credential.issuedOn ?? '');
  const [number, setNumber] = useState(credential.number ?? '');
  const [state, setState] = useState(credential.state ?? '');
  const [multistate, setMultistate] = useState(credential.multistate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const licence = type === 'LICENSE' || credential.category === 'professional_licenses';
  const suggestion = type && issuedOn && !expiresOn ? typicalExpiry(type as CredentialType, issuedOn) : null;

  const submit = async () => {
    const patch: UpdateCredentialInput = {
      credential: type || null,
      expiresOn: expiresOn || null,
      issuedOn: issuedOn || null,
    };
    if (licence)
      Object.assign(patch, {
        number: number.trim() || null,
        state: state || null,
        multistate: multistate && isCompactState(state),
      });
    try {
      await update.mutateAsync({ documentId: credential.documentId, patch });
      notifications.show({ color: 'green', message: 'Credential saved' });
      onClose();
    } catch (err) {
      // The toast comes from the query client's mutation cache; the fields go next to their inputs.
      if (err instanceof ApiError) setErrors(err.body.fields ?? {});
      else throw err;
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${credential.label}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {credential.name}
        </Text>
        <NativeSelect
          label="Credential type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          data={[{ value: '', label: 'Other' }, ...CREDENTIAL_TYPES.map((c) => ({ value: c.key, label: c.label }))]}
        />
        <TextInput
          type="date"
          label="Issued on"
          value={issuedOn}
          onChange={(e) => setIssuedOn(e.currentTarget.value)}
          error={errors.issuedOn}
        />
        <TextInput
          type="date"
          label="Expires on"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
          error={errors.expiresOn}
        />
        {suggestion && (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpiresOn(suggestion)}>
            Use the typical expiry: {suggestion}
          </Button>
        )}
        {licence && (
          <>
            <TextInput
              label="Licence number"
              value={number}
              maxLength={64}
              onChange={(e) => setNumber(e.currentTarget.value)}
              error={errors.number}
            />
            <NativeSelect
              label="Issuing state"
              value={state}
              onChange={(e) => setState(e.currentTarget.value)}
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
              onChange={(e) => setMultistate(e.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
