// The red count on a header button (the bell's unread notifications, the phone header's unread messages): hidden when
// zero, '99+' past 99 (formatBadgeCount), and hidden from screen readers, whose button label says the number.
import type { ReactNode } from 'react';
import { Indicator } from '@mantine/core';
import { formatBadgeCount } from '@/domain/shared';

export function HeaderCount({ n, testId, children }: { n: number; testId: string; children: ReactNode }) {
  return (
    <Indicator
      label={<span aria-hidden>{formatBadgeCount(n)}</span>}
      disabled={!n}
      size={18}
      color="red"
      offset={6}
      data-testid={testId}
    >
      {children}
    </Indicator>
  );
}
