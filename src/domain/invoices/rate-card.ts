// A placement's bill rate card (issue 45): the client billed, a bill rate per hour for pay line codes, and a markup on
// pay (basis points) for every other line. The one input schema, used by the route and the form.
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { INVOICE_MESSAGES as M } from './invoice-messages';
import { BILLABLE_CODES, MAX_BILL_RATE_CENTS, MAX_MARKUP_BPS } from './rate-card-codes';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const rateCardInput = z
  .object({
    client_name: z
      .string({ error: M.errors.clientName })
      .trim()
      .min(1, M.errors.clientName)
      .max(200, M.errors.clientName)
      .refine((s) => !CONTROL.test(s), M.errors.clientName),
    // Lines of an address are kept: only newlines among the control characters.
    client_address: z
      .string({ error: M.errors.clientAddress })
      .trim()
      .min(1, M.errors.clientAddress)
      .max(500, M.errors.clientAddress)
      .refine((s) => !CONTROL.test(s.replace(/\r?\n/g, ' ')), M.errors.clientAddress),
    markup_bps: z
      .number({ error: M.errors.markup })
      .int(M.errors.markup)
      .min(0, M.errors.markup)
      .max(MAX_MARKUP_BPS, M.errors.markup),
    rates: z
      .array(
        z.object({
          code: z.enum(BILLABLE_CODES),
          bill_rate_cents: z
            .number({ error: M.errors.rate })
            .int(M.errors.rate)
            .min(1, M.errors.rate)
            .max(MAX_BILL_RATE_CENTS, M.errors.rate),
        }),
      )
      .max(BILLABLE_CODES.length)
      .superRefine((rates, ctx) => {
        const seen = new Set<string>();
        rates.forEach((r, i) => {
          if (seen.has(r.code)) ctx.addIssue({ code: 'custom', message: M.errors.duplicateRate, path: [i, 'code'] });
          seen.add(r.code);
        });
      }),
  })
  .strict();

export type RateCard = z.infer<typeof rateCardInput>;

export const rateCardResponse = z.object({
  application_id: z.string(),
  rate_card: rateCardInput.nullable(),
  updated_at: z.string().nullable(),
});
