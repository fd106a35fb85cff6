// What a person could type into the catalogue's inputs (form-catalogue/*.ts): names, lines, emails, phones, passwords.
import fc from 'fast-check';
import { TEST_PASSWORD } from '../../server/test/factories';

/** A name as typed: good, blank, spaces, too long or two lines. */
export const name = fc.constantFrom('Ana', 'Bayside Clinic', '', '   ', 'x'.repeat(201), 'Two\nlines');
/** A contact email as typed. */
export const contactEmail = fc.constantFrom('a@b.test', '', 'not-an-email', 'x@y');
/** A phone number as typed. */
export const phone = fc.constantFrom('+1 555 0100', '', 'call me', '(555) 010-0200');
/** A line as typed: mostly a good one, else blank, spaces, too long or two lines. */
export const line = fc.oneof(
  { arbitrary: fc.constantFrom('Bayside', 'Ok name'), weight: 3 },
  { arbitrary: fc.constantFrom('', '   ', 'x'.repeat(201), 'Two\nlines'), weight: 2 },
);
/** 'good' (a fresh valid address, emailOf) most of the time, else a bad one as typed. */
export const email = fc.oneof(
  { arbitrary: fc.constant('good'), weight: 3 },
  { arbitrary: fc.constantFrom('', 'not-an-email', 'x@y'), weight: 2 },
);
export const password = fc.constantFrom(TEST_PASSWORD, '', 'short', 'a-long-enough-password');

let n = 0;
/** A fresh valid address. */
export const freshEmail = () => `parity-${++n}-${Date.now()}@example.test`;
/** A fresh valid address for 'good', else the bad one as typed. */
export const emailOf = (kind: string) => (kind === 'good' ? freshEmail() : kind);
