// A rate card's codes and limits (issue 45), apart from its schema (rate-card.ts): the application page's rate card
// form draws its rows from them without zod.
import { PAY_LINE_CODES } from '../pay/types';

/** The pay engine's line codes, in statement order (a rate card may name any of them). */
export const BILLABLE_CODES = PAY_LINE_CODES;

/** Lines paid by the hour, the ones the form offers a bill rate for (the others are flat amounts). */
export const HOURLY_CODES = ['REG', 'OT', 'DT', 'HOL', 'ONCALL', 'CALLBACK', 'ORIENT', 'GUARANTEE'] as const;

/** At most 1000 % markup (100 000 basis points); at most $10 000 an hour. */
export const MAX_MARKUP_BPS = 100_000;
export const MAX_BILL_RATE_CENTS = 1_000_000;
