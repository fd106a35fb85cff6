// Navigation per role.
import type { Role } from '@/domain/shared';

export interface NavItem {
  to: string;
  label: string;
  badge?: 'unread-messages';
}

/** The navigation a role sees. */
export function navItemsFor(role: Role): NavItem[] {
  const messages: NavItem = { to: '/messages', label: 'Messages', badge: 'unread-messages' };
  switch (role) {
    case 'worker':
      return [
        { to: '/explore-jobs', label: 'Explore jobs' },
        { to: '/work-journey', label: 'Work journey' },
        messages,
        { to: '/profile', label: 'Profile' },
      ];
    case 'recruiter':
      return [{ to: '/application', label: 'Applications' }, messages, { to: '/dashboard', label: 'Dashboard' }];
    case 'organization':
      return [
        { to: '/application', label: 'Applications' },
        { to: '/dashboard/opportunities-manager', label: 'Jobs' },
        messages,
        { to: '/dashboard', label: 'Dashboard' },
      ];
    case 'admin':
      return [{ to: '/dashboard', label: 'Dashboard' }, { to: '/application', label: 'Applications' }, messages];
  }
}

/**
 * The item that names the page at `pathname`: the one whose address is the longest that the path is, or lies under.
 * Only one is current: the organization's Jobs (/dashboard/opportunities-manager) lies under Dashboard (/dashboard),
 * and on the Jobs page only Jobs is; any other page under /dashboard is Dashboard's.
 */
export function currentNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of items)
    if ((pathname === item.to || pathname.startsWith(`${item.to}/`)) && item.to.length > (best?.to.length ?? -1))
      best = item;
  return best;
}
