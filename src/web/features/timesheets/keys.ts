// Query keys of the timesheets feature (issue 44), apart from its client: the app's live events (app/live-events.ts)
// name them without bringing the feature's hooks and schemas along.

export const timesheetKeys = {
  all: ['timesheets'] as const,
  assignment: (applicationId: string) => ['timesheets', 'assignment', applicationId] as const,
  weeks: (applicationId: string) => ['timesheets', 'week', applicationId] as const,
  week: (applicationId: string, weekStart: string) => ['timesheets', 'week', applicationId, weekStart] as const,
  statements: (applicationId: string) => ['timesheets', 'statement', applicationId] as const,
  statement: (applicationId: string, weekStart: string) =>
    ['timesheets', 'statement', applicationId, weekStart] as const,
  ledger: (applicationId: string) => ['timesheets', 'ledger', applicationId] as const,
  preview: (applicationId: string, body: string) => ['timesheets', 'preview', applicationId, body] as const,
  lists: () => ['timesheets', 'list'] as const,
  list: (status: string) => ['timesheets', 'list', status] as const,
  link: (token: string) => ['timesheets', 'link', token] as const,
};
