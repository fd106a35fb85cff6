// Credentials that expire: types and how long they last, the valid / expiring / expired state, reminder
// thresholds, and what a job requires of a worker's credentials. Facts: DOMAIN-FACTS.md ("Documents and how long they
// last").
import { MESSAGES } from '../shared/messages';
import { emailSubject } from '../shared/email-subject';
import { isCompactState } from '../shared/us-states';

/** Kinds of credential the wallet knows, with the document category they are uploaded into and a typical validity. */
export const CREDENTIAL_TYPES = [
  { key: 'BLS', label: 'BLS', category: 'certificates', validMonths: 24 },
  { key: 'ACLS', label: 'ACLS', category: 'certificates', validMonths: 24 },
  { key: 'PALS', label: 'PALS', category: 'certificates', validMonths: 24 },
  { key: 'NRP', label: 'NRP', category: 'certificates', validMonths: 24 },
  { key: 'TB', label: 'TB test', category: 'others', validMonths: 12 },
  { key: 'DRUG_SCREEN', label: 'Drug screen', category: 'others', validMonths: 12 },
  { key: 'BACKGROUND_CHECK', label: 'Background check', category: 'others', validMonths: 12 },
  { key: 'LICENSE', label: 'State licence', category: 'professional_licenses', validMonths: null },
] as const;

/** A credential type key. */
export type CredentialType = (typeof CREDENTIAL_TYPES)[number]['key'];

/** Document categories whose documents may carry an expiry date. */
export const EXPIRING_CATEGORIES = ['certificates', 'professional_licenses', 'vaccinations', 'others'] as const;

/** At or below this many days left a credential is "expiring" (amber); above it, "valid" (green). */
export const EXPIRING_WITHIN_DAYS = 90;

/** Reminder emails go out this many days before expiry, and on the day it expires (0). */
export const REMINDER_THRESHOLDS = [90, 30, 7, 0] as const;

/** The state of a credential on a day. */
export type CredentialState = 'valid' | 'expiring' | 'expired';

/** Badge colour per state (always shown with its text label, never colour alone). */
export const CREDENTIAL_STATE_COLORS: Record<CredentialState | 'missing', string> = {
  valid: 'green',
  expiring: 'yellow',
  expired: 'red',
  missing: 'gray',
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** Today as an ISO date (UTC) for a clock reading. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `today` until `expiresOn` (both ISO dates); negative once past. */
export function daysLeft(expiresOn: string, today: string): number {
  return Math.round(dayNumber(expiresOn) - dayNumber(today));
}

/**
 * valid (more than 90 days left), expiring (90 days or less, the expiry day included), expired (after the expiry day).
 */
export function credentialState(expiresOn: string, today: string): CredentialState {
  const left = daysLeft(expiresOn, today);
  if (left < 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/** The state with its words, e.g. "Expiring: 23 days left", "Expired 52 days ago", "Valid: 300 days left". */
export function credentialStatus(
  expiresOn: string,
  today: string,
): { state: CredentialState; label: string; daysLeft: number } {
  const left = daysLeft(expiresOn, today);
  const state = credentialState(expiresOn, today);
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const label =
    state === 'expired'
      ? `Expired ${days(-left)} ago`
      : left === 0
        ? 'Expiring: expires today'
        : `${state === 'valid' ? 'Valid' : 'Expiring'}: ${days(left)} left`;
  return { state, label, daysLeft: left };
}

/** The reminder due now: the tightest threshold reached and not sent yet (looser ones it passed are superseded). */
export function dueReminders(expiresOn: string, today: string, alreadySent: readonly number[] = []): number[] {
  const left = daysLeft(expiresOn, today);
  const reached = REMINDER_THRESHOLDS.filter((t) => left <= t);
  if (reached.length === 0) return [];
  const tightest = Math.min(...reached);
  return alreadySent.includes(tightest) ? [] : [tightest];
}

/** The earliest day a reminder can be due: the expiry day minus the loosest threshold (for the scan's range). */
export function reminderWindowEnd(today: string): string {
  return new Date((dayNumber(today) + Math.max(...REMINDER_THRESHOLDS)) * DAY_MS).toISOString().slice(0, 10);
}

/** The typical expiry of a credential issued on `issuedOn` (ISO), or null when the type has no fixed validity. */
export function typicalExpiry(type: CredentialType, issuedOn: string): string | null {
  const t = CREDENTIAL_TYPES.find((c) => c.key === type);
  if (!t?.validMonths) return null;
  const d = new Date(dayNumber(issuedOn) * DAY_MS);
  d.setUTCMonth(d.getUTCMonth() + t.validMonths);
  return d.toISOString().slice(0, 10);
}

/** A stored document as the wallet reads it. */
export interface CredentialDoc {
  id: string;
  category: string;
  name: string;
  expiresOn: string | null;
  meta: { credential?: string; number?: string; state?: string; multistate?: boolean; issuedOn?: string };
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '');

/** The credential a document is: meta.credential, else its category (licences) or a known name ("TB test.pdf" → TB). */
export function credentialTypeOf(
  doc: Pick<CredentialDoc, 'category' | 'name' | 'meta'> & { expiresOn?: string | null },
): string | null {
  if (doc.meta.credential) return doc.meta.credential;
  if (doc.category === 'professional_licenses') return 'LICENSE';
  const n = norm(doc.name);
  const t = CREDENTIAL_TYPES.find(
    (c) => n === c.key.toLowerCase() || n.startsWith(c.label.toLowerCase()) || n.startsWith(`${c.key.toLowerCase()} `),
  );
  return t?.key ?? (doc.expiresOn ? doc.name : null);
}

/**
 * The display name of a credential: its type label, with the state for a licence ("State licence (GA, multistate)").
 */
export function credentialLabel(doc: Pick<CredentialDoc, 'category' | 'name' | 'meta'>): string {
  const type = credentialTypeOf(doc);
  const t = CREDENTIAL_TYPES.find((c) => c.key === type);
  if (type === 'LICENSE') {
    const where = [doc.meta.state, doc.meta.multistate ? 'multistate' : null].filter(Boolean).join(', ');
    return where ? `State licence (${where})` : 'State licence';
  }
  return t?.label ?? type ?? doc.name;
}

/**
 * True when a licence document covers practice in `state`: same state, or a multistate licence from a compact state for
 * a compact state.
 */
export function licenceCovers(doc: Pick<CredentialDoc, 'meta'>, state: string): boolean {
  const from = doc.meta.state;
  if (!from) return false;
  if (from === state) return true;
  return doc.meta.multistate === true && isCompactState(from) && isCompactState(state);
}

/** What one job requirement finds in the wallet. */
export interface RequirementCheck {
  requirement: string;
  label: string;
  status: CredentialState | 'missing';
  statusLabel: string;
  expiresOn: string | null;
  documentId: string | null;
}

const rank: Record<RequirementCheck['status'], number> = { valid: 3, expiring: 2, expired: 1, missing: 0 };

function best(docs: CredentialDoc[], today: string): { doc: CredentialDoc; status: CredentialState } | null {
  let out: { doc: CredentialDoc; status: CredentialState } | null = null;
  for (const doc of docs) {
    const status = doc.expiresOn ? credentialState(doc.expiresOn, today) : 'valid';
    if (
      !out ||
      rank[status] > rank[out.status] ||
      (status === out.status && (doc.expiresOn ?? '9999') > (out.doc.expiresOn ?? '9999'))
    )
      out = { doc, status };
  }
  return out;
}

/**
 * Checks a job's credential requirements (certifications, vaccinations, licensure states) against the worker's
 * documents.
 * A licence state the profile lists without a structured licence document counts as held (no expiry known).
 */
export function checkJobCredentials(
  requirements: { certifications?: string[]; vaccinations?: string[]; professional_licensure?: string[] } | undefined,
  docs: CredentialDoc[],
  today: string,
  profileLicenceStates: readonly string[] = [],
): RequirementCheck[] {
  const out: RequirementCheck[] = [];
  const push = (requirement: string, label: string, found: ReturnType<typeof best>) => {
    const status = found?.status ?? 'missing';
    const expiresOn = found?.doc.expiresOn ?? null;
    const statusLabel =
      status === 'missing' ? 'Missing' : expiresOn ? credentialStatus(expiresOn, today).label : 'Valid: no expiry date';
    out.push({ requirement, label, status, statusLabel, expiresOn, documentId: found?.doc.id ?? null });
  };
  const named = (category: string, name: string) =>
    docs.filter(
      (d) => d.category === category && (norm(credentialTypeOf(d) ?? '') === norm(name) || norm(d.name) === norm(name)),
    );
  for (const c of requirements?.certifications ?? []) push(c, c, best(named('certificates', c), today));
  for (const v of requirements?.vaccinations ?? []) push(v, v, best(named('vaccinations', v), today));
  const licences = docs.filter((d) => d.category === 'professional_licenses' && d.meta.state);
  for (const s of requirements?.professional_licensure ?? []) {
    const found = best(
      licences.filter((d) => licenceCovers(d, s)),
      today,
    );
    if (!found && profileLicenceStates.includes(s)) {
      out.push({
        requirement: `licence:${s}`,
        label: `State licence (${s})`,
        status: 'valid',
        statusLabel: 'Valid: no expiry date',
        expiresOn: null,
        documentId: null,
      });
    } else push(`licence:${s}`, `State licence (${s})`, found);
  }
  return out;
}

/** The checks a recruiter is warned about: expiring or expired credentials the job requires. */
export function credentialAlerts(checks: readonly RequirementCheck[]): RequirementCheck[] {
  return checks.filter((c) => c.status === 'expiring' || c.status === 'expired');
}

/** The text of a recruiter's badge for these alerts, or null: "Credential expired" wins over "Credential expiring". */
export function credentialBadge(
  alerts: readonly Pick<RequirementCheck, 'status'>[],
): { label: string; color: string } | null {
  if (alerts.some((a) => a.status === 'expired'))
    return { label: 'Credential expired', color: CREDENTIAL_STATE_COLORS.expired };
  if (alerts.some((a) => a.status === 'expiring'))
    return { label: 'Credential expiring', color: CREDENTIAL_STATE_COLORS.expiring };
  return null;
}

/**
 * For the comparison: licence states whose every structured licence document has expired (an expired licence does not
 * match).
 * States also covered by a current licence, or listed with no licence document, are kept.
 */
export function expiredLicenceStates(docs: CredentialDoc[], today: string): string[] {
  const licences = docs.filter((d) => d.category === 'professional_licenses' && d.meta.state);
  const states = new Set(licences.map((d) => d.meta.state as string));
  return [...states].filter((s) =>
    licences
      .filter((d) => d.meta.state === s)
      .every((d) => d.expiresOn !== null && credentialState(d.expiresOn, today) === 'expired'),
  );
}

/** True when a document has passed its expiry date (so it no longer counts in comparisons). */
export function isExpired(expiresOn: string | null | undefined, today: string): boolean {
  return !!expiresOn && credentialState(expiresOn, today) === 'expired';
}

/**
 * The reminder email for a credential with `left` days to go on the day it is sent (daysLeft, the same count the
 * profile's "Expiring: N days left" shows; 0 = the expiry day, negative = already expired).
 */
export function credentialReminderEmail(
  label: string,
  left: number,
  expiresOn: string,
  profileUrl: string,
): { subject: string; text: string } {
  const subject = emailSubject(`Your ${label} ${MESSAGES.notifications.credentialExpiry(left)}`);
  const when = left < 0 ? `expired on ${expiresOn}` : `expires on ${expiresOn}`;
  return {
    subject,
    text: `Your ${label} ${when}. Upload the renewed document and its new expiry date so recruiters see it as valid:\n${profileUrl}`,
  };
}
