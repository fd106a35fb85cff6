// /messages and /messages/:chatId: the chat list beside the open conversation; on phones one or the other.
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
        <div className={classes.layoutSingle}>{chatId ? conversation : <div className={classes.pane}>{list}</div>}</div>
      ) : (
        <div className={classes.layout}>
          <div className={classes.pane}>{list}</div>
          {conversation}
        </div>
      )}
    </Stack>
  );
}
