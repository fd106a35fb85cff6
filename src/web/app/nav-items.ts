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
