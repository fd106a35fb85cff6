// A person's photo (or initials) in the chat screens.
import { Avatar } from '@mantine/core';
import { DEFAULT_AVATAR } from '@/domain/shared';

export function ChatAvatar({
  person,
  size = 'md',
}: {
  person: { id: string; name: string; image: string | null };
  size?: 'sm' | 'md';
}) {
  return (
    <Avatar
      src={person.image ? `/files/avatar/${person.id}` : DEFAULT_AVATAR}
      name={person.name}
      alt=""
      radius="xl"
      size={size}
    />
  );
}
