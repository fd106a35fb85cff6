// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const onboardingKeys = {
  all: ['onboarding'] as const,
  checklist: (applicationId: string) => ['onboarding', 'checklist', applicationId] as const,
  templates: (jobId: string | null) => ['onboarding', 'templates', jobId ?? 'all'] as const,
};

export const referenceKeys = {
  all: ['references'] as const,
  application: (applicationId: string) => ['references', 'application', applicationId] as const,
  form: (token: string) => ['references', 'form', token] as const,
};
