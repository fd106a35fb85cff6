// The avatar button of the header that opens the account menu.
import type { ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { Me } from '../lib/auth';

export function AccountButton({ me, ...props }: { me: Me } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <UnstyledButton aria-label="Account menu" aria-haspopup="menu" {...props}>
      <Avatar src={me.image ? `/files/avatar/${me.id}` : '/default-avatar.svg'} alt="" radius="xl" size="md" />
    </UnstyledButton>
  );
}
