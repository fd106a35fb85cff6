// The chat list: other person, job, last message, unread count; newest activity first.
import { Anchor, Badge, Group, Stack, Text, UnstyledButton, Box } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, formatBadgeCount, MESSAGES, routes } from '@/domain/shared';
import { parseStatus } from '@/domain/applications';
import { chatPreview } from '@/domain/chat';
import type { Role } from '@/domain/shared';
import { useChats, type ChatListItem } from '../api';
import { ChatAvatar } from './chat-avatar';
import { LocalTime } from '../../../components/local-time';
import classes from './messages.module.css';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

/** When a chat was last active, as its messages say when they were written (LocalTime: written once hydrated). */
function LastActivity({ at }: { at: string }) {
  return <Text component={LocalTime} at={at} size="xs" c="dimmed" className={classes.lastActivity} />;
}

/** Where the job of a chat links: the worker's job page, or the recruiter's application page. */
export function jobLink(item: Pick<ChatListItem, 'job' | 'application'>, role: Role): string | null {
  if (!item.job) return null;
  if (role === 'worker') return routes.jobDetail(item.job.id);
  const status = item.application ? parseStatus(item.application.status) : null;
  if (item.application && status)
    return routes.applicationDetail({
      status,
      workerId: item.application.workerId,
      gwJobId: item.application.gwJobId,
      applicationId: item.application.id,
    });
  return null;
}

export function ChatList({ activeId, role, meId }: { activeId?: string; role: Role; meId: string }) {
  const chats = useChats();
  const navigate = useNavigate();
  if (chats.isPending)
    return (
      <Box m="md">
        <Busy label={ACCOUNT_MESSAGES.chat.loadingList} />
      </Box>
    );
  if (failedToShow(chats) || !chats.data)
    return (
      <Text c="red" p="md">
        {MESSAGES.unknownDialog}
      </Text>
    );
  const data = chats.data;
  if (!data.items.length)
    return (
      <Text p="md" c="dimmed">
        {role === 'organization'
          ? MESSAGES.chat.noChatsOrganization
          : role === 'worker'
            ? MESSAGES.chat.noChats
            : MESSAGES.chat.noChatsRecruiter}
      </Text>
    );
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label={ACCOUNT_MESSAGES.chat.list}>
      {data.items.map((item) => {
        const link = jobLink(item, role);
        const last = item.lastMessage;
        return (
          <li key={item.id} className={classes.item} data-active={item.id === activeId || undefined}>
            <Group wrap="nowrap" align="flex-start" gap="sm" p="sm">
              <UnstyledButton onClick={() => navigate(routes.messages(item.id))} tabIndex={-1} aria-hidden>
                <ChatAvatar person={item.other} />
              </UnstyledButton>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={routes.messages(item.id)}
                    fw={item.unread ? 700 : 500}
                    style={{ overflowWrap: 'anywhere' }}
                    aria-current={item.id === activeId ? 'page' : undefined}
                  >
                    {item.other.name}
                  </Anchor>
                  <LastActivity at={item.lastMessageAt} />
                </Group>
                {item.job ? (
                  link ? (
                    <Anchor component={Link} to={link} size="xs">
                      {item.job.gwJobId} · {item.job.title}
                    </Anchor>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {item.job.gwJobId} · {item.job.title}
                    </Text>
                  )
                ) : null}
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text
                    size="sm"
                    c={item.unread ? undefined : 'dimmed'}
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {last
                      ? `${last.senderId === meId ? `${MESSAGES.chat.you}: ` : ''}${chatPreview(last.body)}`
                      : MESSAGES.chat.noMessages}
                  </Text>
                  {item.unread ? (
                    <Badge
                      color="red"
                      size="sm"
                      style={{ flexShrink: 0 }}
                      aria-label={MESSAGES.chat.unreadCount(item.unread)}
                    >
                      {formatBadgeCount(item.unread)}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
