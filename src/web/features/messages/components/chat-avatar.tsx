// A person's photo in the chat screens: the stored image path (spec: a relative path on the storage host), or the
// default avatar; initials if the image cannot be loaded.
import { Avatar } from '@mantine/core';
import { avatarUrl } from '@/domain/shared';

export function ChatAvatar({
  person,
  size = 'md',
}: {
  person: { id: string; name: string; image: string | null };
  size?: 'sm' | 'md';
}) {
  return <Avatar src={avatarUrl(person.image, '/')} name={person.name} alt="" radius="xl" size={size} />;
}
