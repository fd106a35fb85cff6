// The composer of a chat that does not exist yet (Chat Now, Ask Recruiter, Ask Worker): nothing is created until the
// first message is sent; then the chat opens. Stays mounted (opened/closed), so focus returns to the button.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH, firstChatMessageInput } from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { errorText } from '../../../lib/form-errors';
import { useDomainForm } from '../../../lib/domain-form';
import { FormRefusal } from '../../../components/form-refusal';
import { useStartChat, type StartChatTarget } from '../api';
import { chatMessageSpec, sentText } from '../chat-form';

export interface StartChatDialogProps {
  /** The chat to start; null keeps the dialog closed. */
  target: StartChatTarget | null;
  onClose: () => void;
}

export function StartChatDialog({ target, onClose }: StartChatDialogProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} centered>
      {target ? <Composer key={target.key} target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

function Composer({ target, onClose }: { target: StartChatTarget; onClose: () => void }) {
  const form = useDomainForm(firstChatMessageInput, { message: target.prefill }, chatMessageSpec('message'));
  const [failed, setFailed] = useState<string | null>(null);
  const start = useStartChat();
  const send = form.onSubmit(({ message }) => {
    setFailed(null);
    start.mutate(
      { ...target.input, message: sentText(message) },
      { onSuccess: () => onClose(), onError: (err) => setFailed(`${MESSAGES.chat.startFailed} ${errorText(err)}`) },
    );
  });
  return (
    <form onSubmit={send}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {MESSAGES.chat.startAbout(target.jobTitle)}
        </Text>
        <Textarea
          label={MESSAGES.chat.composerLabel}
          data-autofocus
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          {...form.getInputProps('message')}
          onFocus={(e) => {
            // The cursor after the prefilled "About …: ", ready to type the question.
            const end = e.currentTarget.value.length;
            e.currentTarget.setSelectionRange(end, end);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <FormRefusal message={failed} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {MESSAGES.chat.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
