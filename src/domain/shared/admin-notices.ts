// What an administrator must know about the deployment itself (issue 34), shown as a banner over every page.
import { z } from 'zod';
import './validation';

/** GET /api/admin/notices answer. */
export const adminNoticesSchema = z.object({
  /** MAIL=log without SMTP_URL: emails are written to the server log, not sent. */
  mail_log: z.boolean(),
});
export type AdminNotices = z.infer<typeof adminNoticesSchema>;
