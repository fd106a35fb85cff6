// One conversation: job context on top, messages (older ones load on scroll), read state, composer.
// Live messages, catch-up after a reconnect and older pages all merge by id (mergeChatMessages).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Box } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withNewMessages, withOlderPage, type ChatMessage, type MessagePage } from '@/domain/chat';
import { ACCOUNT_MESSAGES, MESSAGES, routes } from '@/domain/shared';
import type { Role } from '@/domain/shared';
import { NotFound } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api';
import { markRead, useChat, useSendMessage, type ChatDetail } from '../api';
import { chatMessagesQuery, fetchMessages } from '../queries';
import { useLiveChat, useLiveReconnecting } from '../live-socket';
import { ChatAvatar } from './chat-avatar';
import { jobLink } from './chat-list';
import { Composer } from './composer';
import { LocalTime } from '../../../components/local-time';
import classes from './messages.module.css';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

const NO_MESSAGES: ChatMessage[] = [];

export function Conversation({ chatId, meId, role }: { chatId: string; meId: string; role: Role }) {
  const chat = useChat(chatId);
  if (chat.isPending)
    return (
      <Box m="md">
        <Busy label={ACCOUNT_MESSAGES.chat.loading} />
      </Box>
    );
  if (failedToShow(chat) || !chat.data) {
    if (chat.error instanceof ApiError && (chat.error.status === 404 || chat.error.status === 400)) return <NotFound />;
    return (
      <Text c="red" p="md">
        {MESSAGES.unknownDialog}
      </Text>
    );
  }
  return <ConversationView key={chatId} chat={chat.data} meId={meId} role={role} />;
}

function ConversationView({ chat, meId, role }: { chat: ChatDetail; meId: string; role: Role }) {
  const qc = useQueryClient();
  // The window of messages shown lives in the query cache (the domain's MessageWindow): the server draws it on a first
  // view, and a return to the chat shows it at once while its newest page is fetched again.
  const query = chatMessagesQuery(chat.id);
  const shown = useQuery(query);
  const messages = shown.data?.messages ?? NO_MESSAGES;
  const hasMore = shown.data?.hasMore ?? false;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const me = chat.worker.id === meId ? chat.worker : chat.recruiter;
  const other = chat.worker.id === meId ? chat.recruiter : chat.worker;
  const [otherRead, setOtherRead] = useState(other.lastReadMessageId);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const markedUpTo = useRef(me.lastReadMessageId);
  const lastId = messages.length ? messages[messages.length - 1].id : 0;
  const lastIdRef = useRef(0);
  lastIdRef.current = lastId;
  const send = useSendMessage(chat.id);
  const reconnecting = useLiveReconnecting();

  const key = query.queryKey;
  const add = (incoming: ChatMessage[]) => qc.setQueryData<MessagePage>(key, (held) => withNewMessages(held, incoming));

  useLiveChat(
    (frame) => {
      if (frame.type === 'message' && frame.chatId === chat.id) add([frame.message]);
      if (frame.type === 'read' && frame.chatId === chat.id && frame.userId === other.id)
        setOtherRead((r) => Math.max(r, frame.lastReadMessageId));
    },
    () => (lastIdRef.current ? { [chat.id]: lastIdRef.current } : {}),
  );

  // Mark what is shown as read (only what the other person wrote matters for the counts).
  useEffect(() => {
    if (!chat.participant || !lastId || lastId <= markedUpTo.current || document.visibilityState === 'hidden') return;
    markedUpTo.current = lastId;
    void markRead(qc, chat.id, lastId).catch(() => {});
  }, [chat.id, chat.participant, lastId, qc]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && chat.participant && lastIdRef.current > markedUpTo.current) {
        markedUpTo.current = lastIdRef.current;
        void markRead(qc, chat.id, lastIdRef.current).catch(() => {});
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chat.id, chat.participant, qc]);

  // Scrolling: stay at the bottom for new messages; keep the place when older ones are prepended.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const loadOlder = async () => {
    if (loadingOlder || !hasMore || !messages.length) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(chat.id, messages[0].id);
      const el = scroller.current;
      if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
      qc.setQueryData<MessagePage>(key, (held) => withOlderPage(held, page));
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
    if (el.scrollTop < 40) void loadOlder();
  };

  const link = jobLink(chat, role);
  const myLast = [...messages].reverse().find((m) => m.senderId === meId);

  return (
    <section className={classes.conversation} aria-label={ACCOUNT_MESSAGES.chat.conversationWith(other.name)}>
      <Stack gap={4} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {/* The way back to the list, where the list is hidden: a phone's width (messages.module.css). */}
        <Anchor component={Link} to={routes.messages()} size="sm" className={classes.narrowOnly}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {MESSAGES.chat.back}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <ChatAvatar person={other} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {other.name}
            </Text>
            {chat.job ? (
              // Wraps rather than truncates: on a phone the job's title and place would be cut off.
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {MESSAGES.chat.aboutJob}:{' '}
                {link ? (
                  <Anchor component={Link} to={link} size="sm">
                    {chat.job.gwJobId} · {chat.job.title}
                  </Anchor>
                ) : (
                  `${chat.job.gwJobId} · ${chat.job.title}`
                )}
                {chat.job.facility ? ` — ${chat.job.facility}, ` : ' — '}
                {chat.job.city}, {chat.job.state}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {reconnecting ? (
          <Text size="xs" c="dimmed" role="status">
            {MESSAGES.chat.reconnecting}
          </Text>
        ) : null}
      </Stack>

      <div className={classes.scroller} ref={scroller} onScroll={onScroll}>
        <Stack
          gap="xs"
          component="ol"
          aria-label={ACCOUNT_MESSAGES.chat.messages}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {hasMore ? (
            <li style={{ alignSelf: 'center' }}>
              <Button variant="subtle" size="xs" onClick={() => void loadOlder()} loading={loadingOlder}>
                {MESSAGES.chat.loadOlder}
              </Button>
            </li>
          ) : null}
          {shown.isError ? (
            <li>
              <Text c="red" ta="center" p="md">
                {MESSAGES.unknownDialog}
              </Text>
            </li>
          ) : null}
          {shown.isSuccess && !messages.length ? (
            <li>
              <Text c="dimmed" ta="center" p="md">
                {MESSAGES.chat.noMessages}
              </Text>
            </li>
          ) : null}
          {messages.map((m) => {
            const mine = m.senderId === meId;
            const sender = mine
              ? MESSAGES.chat.you
              : m.senderId === other.id
                ? other.name
                : m.senderId === chat.worker.id
                  ? chat.worker.name
                  : chat.recruiter.name;
            return (
              <Paper
                key={m.id}
                component="li"
                className={`${classes.bubble} ${mine ? classes.mine : ''}`}
                data-message-id={m.id}
              >
                <Text size="xs" c="dimmed">
                  {sender} · <LocalTime at={m.createdAt} />
                </Text>
                <Text size="sm">{m.body}</Text>
                {mine && myLast?.id === m.id ? (
                  <Text size="xs" c="dimmed" ta="right">
                    {otherRead >= m.id ? MESSAGES.chat.read : MESSAGES.chat.sent}
                  </Text>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      </div>

      {chat.participant ? (
        <Composer
          onSend={async (text) => {
            const { message } = await send.mutateAsync(text);
            stickToBottom.current = true;
            add([message]);
          }}
        />
      ) : (
        <Text size="sm" c="dimmed" p="sm">
          {MESSAGES.chat.notParticipant}
        </Text>
      )}
    </section>
  );
}
