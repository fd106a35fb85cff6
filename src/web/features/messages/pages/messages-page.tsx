// /messages and /messages/:chatId: the chat list beside the open conversation; on phones one or the other.
import { useLayoutEffect, useRef } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useParams } from 'react-router';
import { MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { ChatList } from '../components/chat-list';
import { Conversation } from '../components/conversation';
import classes from '../components/messages.module.css';

export function Component() {
  const { chatId } = useParams();
  const { data: me } = useMe();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const layout = useChatLayoutTop();
  if (!me) return null;

  const list = <ChatList activeId={chatId} role={me.role} meId={me.id} />;
  const conversation = chatId ? (
    <Conversation chatId={chatId} meId={me.id} role={me.role} showBack={phone} />
  ) : (
    <Text c="dimmed" p="md">
      {MESSAGES.chat.pickChat}
    </Text>
  );

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {MESSAGES.chat.title}
      </Title>
      {phone ? (
        <div ref={layout} className={classes.layoutSingle}>
          {chatId ? conversation : <div className={classes.pane}>{list}</div>}
        </div>
      ) : (
        <div ref={layout} className={classes.layout}>
          <div className={classes.pane}>{list}</div>
          {conversation}
        </div>
      )}
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
