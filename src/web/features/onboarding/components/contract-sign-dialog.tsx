// "Review and sign" (the worker) and "Countersign" (an organization user or the assigned recruiter): the contract's
// text, a link to its PDF, explicit consent, the signer's full name, and a typed or drawn signature. Validated by the
// domain's signing schema; the server's refusals (a name that is not the signer's) land on their inputs.
import { Anchor, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  contractSections,
  signContractInput,
  signerNameMatches,
  type ContractView,
  type SignContractInput,
} from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSignContract } from '../contract-api';
import { SignaturePad } from './signature-pad';

type Values = SignContractInput & Record<string, unknown>;

export function ContractSignDialog({
  contract,
  side,
  signerName,
  opened,
  onClose,
}: {
  contract: ContractView;
  side: 'sign' | 'countersign';
  signerName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const m = MESSAGES.contract;
  const sign = useSignContract(contract.application_id, side);
  const form = useDomainForm<Values>(signContractInput, {
    consent: false as true,
    fullName: '',
    signature: { kind: 'typed', value: '' },
  });
  const kind = form.values.signature.kind;

  const submit = form.onSubmit((values) => {
    // The name on the account (the domain's rule), in the words the server answers with.
    if (!signerNameMatches(values.fullName, signerName))
      return form.setFieldError('fullName', m.fullNameMismatch(signerName));
    sign.mutate(values as SignContractInput, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: side === 'sign' ? m.signedToast : m.countersignedToast });
        form.reset();
        onClose();
      },
      onError: (e) => applyServerErrors(form, e),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={side === 'sign' ? m.dialogTitleWorker : m.dialogTitleOrg} size="lg">
      <Stack gap="sm">
        <Stack
          gap={6}
          mah={280}
          style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, padding: 8 }}
          tabIndex={0}
          aria-label={m.title}
          data-testid="contract-text"
        >
          <Title order={3} size="h5">
            {contract.content.title}
          </Title>
          {contractSections(contract.content).map((section) => (
            <Stack key={section.title} gap={2}>
              <Text fw={600} size="sm">
                {section.title}
              </Text>
              {(section.rows ?? []).map((r) => (
                <Text key={r.label} size="sm">
                  {r.label}: {r.value}
                </Text>
              ))}
              {(section.lines ?? []).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
        <Anchor href={contract.pdf_url} target="_blank" rel="noopener" size="sm">
          {m.openPdf}
        </Anchor>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Checkbox
              label={m.consentLabel}
              {...form.getInputProps('consent', { type: 'checkbox' })}
              data-testid="contract-consent"
            />
            <TextInput
              label={m.fullNameLabel}
              description={m.fullNameHint(signerName)}
              autoComplete="name"
              required
              {...form.getInputProps('fullName')}
            />
            <SegmentedControl
              aria-label={m.signatureKindLabel}
              fullWidth
              data={[
                { value: 'typed', label: m.signatureTyped },
                { value: 'drawn', label: m.signatureDrawn },
              ]}
              value={kind}
              onChange={(v) => form.setFieldValue('signature', { kind: v as 'typed' | 'drawn', value: '' })}
            />
            {kind === 'typed' ? (
              <TextInput
                label={m.typedSignatureLabel}
                required
                styles={{ input: { fontFamily: 'cursive', fontSize: 20 } }}
                {...form.getInputProps('signature.value')}
              />
            ) : (
              <SignaturePad
                id="contract-signature-pad"
                label={m.drawnSignatureLabel}
                error={form.errors['signature.value'] as string | undefined}
                onChange={(dataUrl) => form.setFieldValue('signature.value', dataUrl)}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {m.cancel}
              </Button>
              <Button type="submit" loading={sign.isPending}>
                {side === 'sign' ? m.submitSign : m.submitCountersign}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
