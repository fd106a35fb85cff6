// User-facing words of a placement's progress where people look (issue 31): list rows, board cards and the
// organization dashboard's overdue items. Part of the one catalogue: MESSAGES.placementProgress.

/** Messages of the placement progress on lists, cards and the dashboard. */
export const PROGRESS_MESSAGES = {
  overdueTitle: 'Overdue onboarding items',
  overdueNone: 'No onboarding item is overdue.',
  overdueCount: (n: number) => `${n} overdue item${n === 1 ? '' : 's'}`,
  daysOverdue: (n: number) => (n === 0 ? 'due today' : `${n} day${n === 1 ? '' : 's'} overdue`),
  columns: { worker: 'Worker', job: 'Job', item: 'Item', due: 'Due', overdue: 'Overdue' },
  previous: 'Previous',
  next: 'Next',
} as const;
