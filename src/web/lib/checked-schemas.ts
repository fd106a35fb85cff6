// The domain schemas that some mutations check their body with before sending (checkedBody), loaded when such a
// mutation runs (`await checkedSchemas()`): the pages that offer these actions (the pipeline board, the recruiter
// list, the dashboards, the notification settings, an onboarding checklist) draw their first view without zod (docs/decisions/0032-first-views.md). The same schemas as
// the server's, so the parity tests (src/cross-surface/forms-parity-rest.test.ts) still hold.
export { assignRecruiterInput, bulkActionInput } from '@/domain/applications';
export { jobStatusInput } from '@/domain/organizations';
export { notificationSettingsInput } from '@/domain/notifications';
export { submitItemInput } from '@/domain/onboarding';
export { documentUploadRefusal } from '@/domain/documents';
