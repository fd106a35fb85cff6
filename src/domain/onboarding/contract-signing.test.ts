import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES as M } from './contract-messages';
import { contractPdfKind, contractSigning, MAX_DRAWN_SIGNATURE_CHARS, signerNameMatches } from './contract-signing';
import { signContractInput } from './contract-signing-schemas';
import type { ContractSide, ContractStatus } from './placement-states';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const messagesOf = (input: unknown) => {
  const r = signContractInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('signing input', () => {
  it('accepts consent, a full name and a typed or drawn signature', () => {
    expect(
      messagesOf({ consent: true, fullName: 'Ana Lima', signature: { kind: 'typed', value: 'Ana Lima' } }),
    ).toEqual([]);
    expect(messagesOf({ consent: true, fullName: 'Ana Lima', signature: { kind: 'drawn', value: PNG } })).toEqual([]);
  });

  it.each([
    [{ consent: false, fullName: 'Ana', signature: { kind: 'typed', value: 'Ana' } }, M.consentRequired],
    [{ fullName: 'Ana', signature: { kind: 'typed', value: 'Ana' } }, M.consentRequired],
    [{ consent: true, fullName: '  ', signature: { kind: 'typed', value: 'Ana' } }, M.fullNameRequired],
    [{ consent: true, fullName: 'Ana', signature: { kind: 'typed', value: ' ' } }, M.signatureRequired],
    [{ consent: true, fullName: 'Ana', signature: { kind: 'drawn', value: '' } }, M.drawingRequired],
    [
      { consent: true, fullName: 'Ana', signature: { kind: 'drawn', value: 'data:image/svg+xml;base64,AA==' } },
      M.drawingInvalid,
    ],
    [
      {
        consent: true,
        fullName: 'Ana',
        signature: { kind: 'drawn', value: PNG + 'A'.repeat(MAX_DRAWN_SIGNATURE_CHARS) },
      },
      M.drawingTooLarge,
    ],
  ])('refuses %j with its message', (input, message) => {
    expect(messagesOf(input)).toContain(message);
  });
});

describe('the signer’s name', () => {
  it.each([
    ['Ana Lima', 'Ana Lima', true],
    ['  ana   LIMA ', 'Ana Lima', true],
    ['Ana', 'Ana Lima', false],
    ['', '', false],
    ['Ana Lima-Souza', 'Ana Lima', false],
  ])('%j against %j: %s', (typed, account, ok) => {
    expect(signerNameMatches(typed, account)).toBe(ok);
  });
});

describe('who signs when', () => {
  const table: [ContractStatus, ContractSide, ContractStatus | string][] = [
    ['awaiting_worker', 'worker', 'awaiting_countersign'],
    ['awaiting_worker', 'organization', M.workerFirst],
    ['awaiting_countersign', 'organization', 'signed'],
    ['awaiting_countersign', 'worker', M.workerAlreadySigned],
    ['signed', 'worker', M.alreadySigned],
    ['signed', 'organization', M.alreadySigned],
    ['void', 'worker', M.isVoid],
    ['void', 'organization', M.isVoid],
  ];
  it.each(table)('%s, %s signs → %s', (status, side, outcome) => {
    const r = contractSigning(status, side);
    expect(r.ok ? r.next : r.message).toBe(outcome);
  });

  it('downloads the sealed PDF once signed, also after a later offer voided it; else the draft', () => {
    expect(contractPdfKind({ status: 'signed', sealed: true })).toBe('signed');
    expect(contractPdfKind({ status: 'void', sealed: true })).toBe('signed');
    for (const status of ['awaiting_worker', 'awaiting_countersign', 'void'] as const)
      expect(contractPdfKind({ status, sealed: false })).toBe('draft');
  });
});
