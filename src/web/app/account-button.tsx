// The avatar button of the header that opens the account menu.
import type { ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { avatarUrl, MESSAGES } from '@/domain/shared';
import type { Me } from '../lib/auth';

export function AccountButton({ me, ...props }: { me: Me } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <UnstyledButton aria-label={MESSAGES.shell.accountMenu} aria-haspopup="menu" {...props}>
      <Avatar src={avatarUrl(me.image, '/')} name={`${me.first_name} ${me.last_name}`} alt="" radius="xl" size="md" />
    </UnstyledButton>
  );
}
