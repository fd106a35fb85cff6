// The account menu of the header (name, Profile or Settings, Account settings, Log out). Loaded when first used:
// Mantine's Menu brings Popover and @floating-ui, which no page needs for its first view.
import { Link } from 'react-router';
import { Menu } from '@mantine/core';
import { MESSAGES, routes } from '@/domain/shared';
import type { Me } from '../lib/auth';
import { useOpenOnMount } from '../lib/use-open-on-mount';
import { AccountButton } from './account-button';

export interface AccountMenuProps {
  me: Me;
  onLogout: () => void;
}

/** Mounted by the click (or key press) on the placeholder button, which it replaces (useOpenOnMount). */
export default function AccountMenu({ me, onLogout }: AccountMenuProps) {
  const [opened, setOpened, target] = useOpenOnMount();

  return (
    <Menu position="bottom-end" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton ref={target} me={me} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {me.first_name} {me.last_name}
        </Menu.Label>
        {me.role === 'worker' ? (
          <Menu.Item component={Link} to="/profile">
            {MESSAGES.shell.profile}
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to="/dashboard/settings">
            {MESSAGES.shell.settings}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={routes.account()}>
          {MESSAGES.shell.accountSettings}
        </Menu.Item>
        <Menu.Item onClick={onLogout}>{MESSAGES.shell.logOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
