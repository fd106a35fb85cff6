// Query keys of an assignment's end (issue 45), apart from its client: the app's live events (app/live-events.ts) name
// them without bringing the feature's hooks and schemas along.
export const assignmentEndKeys = {
  all: ['assignment-end'] as const,
  application: (applicationId: string) => ['assignment-end', 'application', applicationId] as const,
  preview: (applicationId: string, reason: string, date: string) =>
    ['assignment-end', 'application', applicationId, 'preview', reason, date] as const,
  endingSoon: () => ['assignment-end', 'ending-soon'] as const,
};
