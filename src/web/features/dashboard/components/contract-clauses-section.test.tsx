// @vitest-environment jsdom
// The contract clauses form (issue 45): the version in force and its last change, a paragraph per textarea with its
// character count, the preview of the contract's "Further terms" as the paragraphs are edited, add / move / remove
// sent in order with the version edited from, an empty paragraph refused with the domain's words (nothing sent), and
// a 409 that reloads what is in force and says why.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONTRACT_CLAUSE_MESSAGES as M, CONTRACT_MESSAGES, type ContractClausesView } from '@/domain/onboarding';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { ContractClausesSection } from './contract-clauses-section';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

// The reader is in Honolulu: a moment is written in her zone, not in UTC (the server's).
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const URL = '/api/org/contract-clauses';
const V1: ContractClausesView = {
  version: 1,
  clauses: ['Parking is free.', 'Scrubs are provided.'],
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'Olivia Org',
};

/** Serves `current`; a PUT is recorded and answered with `answer(body)` (default: the next version of what was sent). */
function serve(current: ContractClausesView, sent: unknown[], answer?: (body: { clauses: string[] }) => Response) {
  let inForce = current;
  server.use(
    http.get(URL, () => HttpResponse.json(inForce)),
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as { clauses: string[]; version: number };
      sent.push(body);
      if (answer) return answer(body);
      inForce = {
        version: inForce.version + 1,
        clauses: body.clauses,
        updated_at: '2026-11-21T09:30:00.000Z',
        updated_by: 'Olivia Org',
      };
      return HttpResponse.json(inForce);
    }),
  );
  return { setInForce: (v: ContractClausesView) => (inForce = v) };
}

const preview = () => screen.getByRole('region', { name: M.previewTitle });

describe('the contract clauses form', () => {
  it('shows the version in force, each paragraph with its count, and the contract’s section as preview', async () => {
    serve(V1, []);
    renderWithProviders(<ContractClausesSection />);
    expect(await screen.findByText(M.version(1))).toBeVisible();
    // In her own zone: 10:00 UTC is midnight in Honolulu.
    expect(screen.getByText(M.lastChange('Nov 20, 2026 12:00 AM', 'Olivia Org'), { exact: false })).toBeVisible();
    expect(screen.getByLabelText(M.paragraphLabel(1))).toHaveValue('Parking is free.');
    expect(screen.getByText(M.charCount(16, 2000))).toBeVisible();
    const p = within(preview());
    expect(p.getByText(CONTRACT_MESSAGES.pdf.clauses)).toBeVisible();
    expect(p.getByText('Parking is free.')).toBeVisible();
    expect(p.getByText('Scrubs are provided.')).toBeVisible();
  });

  it('adds, moves and removes paragraphs, previews them as typed, and saves them in order with the version', async () => {
    const sent: unknown[] = [];
    serve(V1, sent);
    renderWithProviders(<ContractClausesSection />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    await userEvent.type(screen.getByLabelText(M.paragraphLabel(3)), 'Housing is   near the\nfacility.');
    // The preview shows the paragraph as the contract will keep it: one line, single spaces.
    expect(within(preview()).getByText('Housing is near the facility.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: M.moveUp(3) }));
    await userEvent.click(screen.getByRole('button', { name: M.remove(1) }));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ clauses: ['Housing is   near the\nfacility.', 'Scrubs are provided.'], version: 1 }]);
    expect(await screen.findByText(M.version(2))).toBeVisible();
    expect(shown).toEqual([{ color: 'green', message: M.saved(2) }]);
  });

  it('refuses an empty paragraph with the domain’s words and sends nothing', async () => {
    const sent: unknown[] = [];
    serve(V1, sent);
    renderWithProviders(<ContractClausesSection />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.errors.empty)).toBeVisible();
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(sent).toEqual([]);
  });

  it('shows the count past the limit and refuses it before sending', async () => {
    const sent: unknown[] = [];
    serve({ ...V1, clauses: ['x'.repeat(1999)] }, sent);
    renderWithProviders(<ContractClausesSection />);
    await userEvent.type(await screen.findByLabelText(M.paragraphLabel(1)), 'yz');
    expect(screen.getByText(M.charCount(2001, 2000))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.errors.tooLong(2000))).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('on a stale version, says so and shows the clauses in force now', async () => {
    const sent: unknown[] = [];
    const V2 = { ...V1, version: 2, clauses: ['Saved by someone else.'] };
    const s = serve(V1, sent, () => {
      s.setInForce(V2);
      return HttpResponse.json({ error: 'CONFLICT', message: M.errors.stale }, { status: 409 });
    });
    renderWithProviders(<ContractClausesSection />);
    await userEvent.click(await screen.findByRole('button', { name: M.remove(2) }));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.version(2))).toBeVisible();
    expect(screen.getByLabelText(M.paragraphLabel(1))).toHaveValue('Saved by someone else.');
    expect(shown).toEqual([{ color: 'red', message: M.errors.stale }]);
    expect(sent).toEqual([{ clauses: ['Parking is free.'], version: 1 }]);
  });
});
