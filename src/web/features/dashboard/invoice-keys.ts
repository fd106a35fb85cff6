// Query keys of the invoices feature (issue 45), apart from its client: the app's live events name them.

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => ['invoices', 'list'] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  rateCard: (applicationId: string) => ['invoices', 'rate-card', applicationId] as const,
};
