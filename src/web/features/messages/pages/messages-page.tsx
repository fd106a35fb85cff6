// /messages and /messages/:chatId: the chat list beside the open conversation; on phones one or the other.
import { useLayoutEffect, useRef } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { ChatList } from '../components/chat-list';
import { Conversation } from '../components/conversation';
import classes from '../components/messages.module.css';

export function Component() {
  const { chatId } = useParams();
  const { data: me } = useMe();
  const layout = useChatLayoutTop();
  if (!me) return null;

  // One structure at every width, laid out by CSS (messages.module.css): with a chat open, a phone's width hides the
  // list and shows the conversation's way back to it; a wide screen shows both and hides that link. Nothing here reads
  // the width, so what the page draws never depends on the screen it is drawn for.
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {MESSAGES.chat.title}
      </Title>
      <div ref={layout} className={classes.layout} data-chat-open={chatId ? '' : undefined}>
        <div className={classes.pane}>
          <ChatList activeId={chatId} role={me.role} meId={me.id} />
        </div>
        {chatId ? (
          <Conversation chatId={chatId} meId={me.id} role={me.role} />
        ) : (
          <Text c="dimmed" p="md" className={classes.wideOnly}>
            {MESSAGES.chat.pickChat}
          </Text>
        )}
      </div>
    </Stack>
  );
}

/**
 * Measures where the chat layout starts on the page (below the header, any notices, the back link and the title) into
 * its `--chat-top`, from which its CSS height runs to the bottom of the viewport: the composer is never pushed below.
 */
function useChatLayoutTop() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.setProperty('--chat-top', `${Math.round(top)}px`);
    };
    measure();
    // Whatever above it changes size (a notice appears, the title wraps) moves it: measured again.
    const observer = new ResizeObserver(measure);
    observer.observe(el.closest('main') ?? document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  });
  return ref;
}
