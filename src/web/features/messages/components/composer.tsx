// The message box: Enter sends, Shift+Enter adds a line (on a touch screen return adds a line, Send sends); the
// body rule is the domain's, checked by the one form hook (chat-form.ts).
import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { chatMessageSpec, sentText } from '../chat-form';
import classes from './messages.module.css';

/**
 * The route's schema of a message sent, fetched when the box is first written in (lazy-schema.ts): an open chat's first view
 * carries no zod. Each keystroke is checked by the body rule (chatMessageSpec) meanwhile.
 */
const sendSchema = lazySchema(() => import('@/domain/chat/chat-schemas').then((m) => m.sendChatMessageInput));

export function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<unknown>; disabled?: boolean }) {
  const form = useDomainForm(sendSchema, { body: '' }, chatMessageSpec('body'));
  const [sending, setSending] = useState(false);
  // A touch screen has no Shift+Enter at hand: there the return key adds a line and Send sends.
  const touch = useMediaQuery('(pointer: coarse)') === true;
  const value = form.getValues().body;
  const nearLimit = value.length > CHAT_MESSAGE_MAX_LENGTH * 0.9;

  const submit = form.onSubmit(async ({ body }) => {
    if (sending) return;
    setSending(true);
    try {
      await onSend(sentText(body));
      form.setValues({ body: '' });
    } catch (err) {
      const message = err instanceof ApiError ? (err.body.fields?.body ?? err.body.message) : MESSAGES.chat.sendFailed;
      // The toast comes from the mutation cache (messages/api.ts useSendMessage); the box keeps the text.
      form.setFieldError('body', message);
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap" p="sm">
        <Textarea
          label={MESSAGES.chat.composerLabel}
          // One placeholder everywhere (it sizes the empty box): the keys are told below it, by CSS only where there is
          // a keyboard, so the server-drawn box and the hydrated one are the same height on every device.
          placeholder={MESSAGES.chat.composerPlaceholder}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          {...form.getInputProps('body')}
          disabled={disabled}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={nearLimit ? `${value.trim().length} / ${CHAT_MESSAGE_MAX_LENGTH}` : MESSAGES.chat.composerKeys}
          classNames={{ description: nearLimit ? undefined : classes.keysHint }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !touch && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" loading={sending} disabled={disabled}>
          {MESSAGES.chat.send}
        </Button>
      </Group>
    </form>
  );
}
