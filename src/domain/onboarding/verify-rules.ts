// What each kind of checklist item needs before it may be Verified (issue 42): one function per kind, so a references
// item cannot be verified with nobody named, a licence without its number and expiry, a document item without its
// document. The server refuses Verified while anything is missing; the web's Verify button is disabled with the same
// words.
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { OnboardingItemKind } from './placement-states';

/** What the verify rules read of an item (and, for references, of its referees). */
export interface VerifyFacts {
  kind: OnboardingItemKind;
  label: string;
  needsDocument: boolean;
  documentId: string | null;
  expiresOn: string | null;
  /** What the worker's document says of the credential (number, state …), copied on submit. */
  credential: Record<string, unknown> | null;
  /** References: how many answered references the item needs. */
  requiredCount: number | null;
  /** References: referees named, and references received (answered). */
  refereesNamed: number;
  referencesReceived: number;
}

const M = ONBOARDING_MESSAGES.verifyMissing;

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const needDocument = (f: VerifyFacts) => (f.documentId ? [] : [M.document]);
const needExpiry = (f: VerifyFacts) => (f.expiresOn ? [] : [M.expiry]);
const needNumber = (f: VerifyFacts) => (hasText(f.credential?.number) ? [] : [M.number]);

/** One rule per kind of item: what is missing before it may be Verified (empty: nothing). */
export const VERIFY_RULES: Record<OnboardingItemKind, (f: VerifyFacts) => string[]> = {
  // A state licence carries its number and expiry (DOMAIN-FACTS: "state licences carry number, state and expiry").
  licence: (f) => [...needDocument(f), ...needNumber(f), ...needExpiry(f)],
  // A certification card (BLS, ACLS …) lasts about two years: its expiry is what the assignment is checked against.
  certification: (f) => [...needDocument(f), ...needExpiry(f)],
  vaccination: (f) => needDocument(f),
  skills_checklist: (f) => needDocument(f),
  references: (f) => {
    const n = Math.max(1, f.requiredCount ?? 1);
    return [
      ...(f.refereesNamed < n ? [M.referees(n, f.refereesNamed)] : []),
      ...(f.referencesReceived < n ? [M.references(n, f.referencesReceived)] : []),
    ];
  },
  diploma: (f) => needDocument(f),
  drivers_licence: (f) => [...needDocument(f), ...needNumber(f), ...needExpiry(f)],
  resume: (f) => needDocument(f),
  // An organization's own item needs a document only when it says so.
  custom: (f) => (f.needsDocument ? needDocument(f) : []),
};

/** What the checklist's upload asks for an item of this kind, so the new document can be verified (number, expiry). */
export function uploadAsks(kind: OnboardingItemKind): { number: boolean; expiry: boolean } {
  return {
    number: kind === 'licence' || kind === 'drivers_licence',
    expiry: kind === 'licence' || kind === 'drivers_licence' || kind === 'certification',
  };
}

/** What stands between this item and Verified, in the catalogue's words (empty: it may be verified). */
export function verifyMissing(f: VerifyFacts): string[] {
  return VERIFY_RULES[f.kind](f);
}
