// /messages and /messages/:chatId: the chat list beside the open conversation; on phones one or the other.
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
  if (!me) return null;

  // One structure at every width, laid out by CSS (messages.module.css): with a chat open, a phone's width hides the
  // list and shows the conversation's way back to it; a wide screen shows both and hides that link. Nothing here reads
  // the width, so what the page draws never depends on the screen it is drawn for.
  return (
    <Stack gap="sm" className={classes.page}>
      <Title order={1} size="h2">
        {MESSAGES.chat.title}
      </Title>
      <div className={classes.layout} data-chat-open={chatId ? '' : undefined}>
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
