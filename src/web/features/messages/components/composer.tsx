// The message box: Enter sends, Shift+Enter adds a line (on a touch screen return adds a line, Send sends); the
// length rule is the domain's.
import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CHAT_MESSAGE_MAX_LENGTH, parseChatMessageBody } from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { ApiError } from '../../../lib/api';

export function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<unknown>; disabled?: boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A touch screen has no Shift+Enter at hand: there the return key adds a line and Send sends.
  const touch = useMediaQuery('(pointer: coarse)') === true;

  const submit = async () => {
    if (sending) return;
    const parsed = parseChatMessageBody(value);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    setSending(true);
    try {
      await onSend(parsed.text);
      setValue('');
    } catch (err) {
      const message = err instanceof ApiError ? (err.body.fields?.body ?? err.body.message) : MESSAGES.chat.sendFailed;
      // The toast comes from the mutation cache (messages/api.ts useSendMessage); the box keeps the text.
      setError(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap" p="sm">
        <Textarea
          label={MESSAGES.chat.composerLabel}
          placeholder={touch ? MESSAGES.chat.composerPlaceholderTouch : MESSAGES.chat.composerPlaceholder}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          value={value}
          error={error}
          disabled={disabled}
          description={
            value.length > CHAT_MESSAGE_MAX_LENGTH * 0.9
              ? `${value.trim().length} / ${CHAT_MESSAGE_MAX_LENGTH}`
              : undefined
          }
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !touch && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
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
