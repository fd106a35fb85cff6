// @vitest-environment jsdom
// The contract card and its signing dialog: what each status shows, the refusals in the rule's own words (consent,
// the server's "the name must match"), and the body a typed signature sends.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ContractView } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { ContractCard } from './contract-card';

vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));
const M = MESSAGES.contract;
const APP = '22222222-2222-4222-8222-222222222222';

const contract = (over: Partial<ContractView> = {}): ContractView => ({
  id: '33333333-3333-4333-8333-333333333333',
  application_id: APP,
  status: 'awaiting_worker',
  offer_version: 1,
  content: {
    title: 'Assignment contract: ICU RN (GW-1)',
    draftedAt: '2027-01-02T03:04:05.000Z',
    offerVersion: 1,
    organization: { name: 'Acme' },
    worker: { name: 'Ana Lima', email: 'ana@example.com' },
    job: { title: 'ICU RN', gwJobId: 'GW-1', profession: 'Registered Nurse' },
    facility: [{ label: 'Facility', value: 'Mercy' }],
    datesAndHours: [{ label: 'Start date', value: 'Mar 1, 2027' }],
    pay: [{ label: 'Weekly total', value: '$2,872.00' }],
    weeklyPay: '$2,872.00',
    cancellationPolicy: ['24 hours.'],
    terminationPolicy: ['Two weeks.'],
    clauses: [],
  },
  draft_sha256: 'a'.repeat(64),
  signed_sha256: null,
  void_reason: null,
  voided_at: null,
  signatures: [],
  can_sign: true,
  can_countersign: false,
  pdf_url: `/api/applications/${APP}/contract/pdf`,
  created_at: '2027-01-02T03:04:05.000Z',
  ...over,
});

const me = { id: 'u1', role: 'worker', email: 'ana@example.com', first_name: 'Ana', last_name: 'Lima' };

function show(c: ContractView | null) {
  server.use(http.get(`/api/applications/${APP}/contract`, () => HttpResponse.json({ contract: c })));
  return renderWithProviders(<ContractCard applicationId={APP} />, { seed: [[['auth', 'me'], me]] });
}

afterEach(cleanup);

describe('ContractCard', () => {
  it('shows the status, the agreed weekly pay and the download; Review and sign for the worker', async () => {
    show(contract());
    expect(await screen.findByTestId('contract-status')).toHaveTextContent(M.badge.awaiting_worker);
    expect(screen.getByTestId('contract-weekly-pay')).toHaveTextContent(M.weeklyPay('$2,872.00'));
    expect(screen.getByTestId('contract-download')).toHaveAttribute('href', `/api/applications/${APP}/contract/pdf`);
    expect(screen.getByRole('button', { name: M.reviewAndSign })).toBeInTheDocument();
  });

  it("titles an accepted extension's amendment so, with the end date and the day its terms take effect", async () => {
    const X = MESSAGES.extension;
    show(contract());
    expect(await screen.findByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(screen.queryByTestId('contract-amendment')).toBeNull();
    cleanup();
    const base = contract();
    show({ ...base, content: { ...base.content, amendment: { effectiveDate: '2027-06-01', endDate: '2027-06-28' } } });
    expect(await screen.findByRole('heading', { name: X.amendmentTitle })).toBeInTheDocument();
    expect(screen.getByTestId('contract-amendment')).toHaveTextContent(X.amendmentHeading('2027-06-01', '2027-06-28'));
    expect(screen.getByRole('button', { name: M.reviewAndSign })).toBeInTheDocument();
  });

  it('explains a void contract and offers no signing', async () => {
    show(contract({ status: 'void', void_reason: M.voidReasonNewOffer, can_sign: false }));
    expect(await screen.findByText(M.voidExplained(M.voidReasonNewOffer))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.reviewAndSign })).toBeNull();
  });

  it('a signed contract says its sealed PDF is being prepared until the server sealed it, then offers the download', async () => {
    const signed = { status: 'signed' as const, can_sign: false };
    show(contract({ ...signed, signed_sha256: null }));
    expect(await screen.findByTestId('contract-seal-pending')).toHaveTextContent(M.sealPending);
    expect(screen.getByTestId('contract-status')).toHaveTextContent(M.badge.signed);
    expect(screen.queryByTestId('contract-download')).toBeNull();
    cleanup();
    show(contract({ ...signed, signed_sha256: 'b'.repeat(64) }));
    expect(await screen.findByTestId('contract-download')).toHaveTextContent(M.downloadSigned);
    expect(screen.queryByTestId('contract-seal-pending')).toBeNull();
  });

  it('renders nothing before an offer is accepted', async () => {
    const { container } = show(null);
    await waitFor(() => expect(container.querySelector('[data-testid="contract-card"]')).toBeNull());
  });

  it('refuses without consent and another name before sending, shows the server’s refusal on the input, then signs', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(`/api/applications/${APP}/contract/sign`, async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          refuse = false;
          const message = M.fullNameMismatch('Ana Lima');
          return HttpResponse.json({ error: 'BAD_REQUEST', message, fields: { fullName: message } }, { status: 400 });
        }
        return HttpResponse.json({ contract_id: contract().id, status: 'awaiting_countersign' });
      }),
    );
    show(contract());
    fireEvent.click(await screen.findByRole('button', { name: M.reviewAndSign }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitleWorker });
    const d = within(dialog);
    expect(d.getByTestId('contract-text')).toHaveTextContent('Weekly total: $2,872.00');
    fireEvent.change(d.getByRole('textbox', { name: M.fullNameLabel }), { target: { value: 'Ana Lim' } });
    fireEvent.change(d.getByRole('textbox', { name: M.typedSignatureLabel }), { target: { value: 'Ana Lima' } });
    fireEvent.click(d.getByRole('button', { name: M.submitSign }));
    expect(await d.findByText(M.consentRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.click(d.getByRole('checkbox', { name: M.consentLabel }));
    fireEvent.click(d.getByRole('button', { name: M.submitSign }));
    // The name on the account is the domain's rule: the form refuses another name with the server's words, unsent.
    expect(await d.findByText(M.fullNameMismatch('Ana Lima'))).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(d.getByRole('textbox', { name: M.fullNameLabel }), { target: { value: 'Ana Lima' } });
    fireEvent.click(d.getByRole('button', { name: M.submitSign }));
    // The server's refusal (here: the first send) shows under the input.
    expect(await d.findByText(M.fullNameMismatch('Ana Lima'))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    fireEvent.click(d.getByRole('button', { name: M.submitSign }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ consent: true, fullName: 'Ana Lima', signature: { kind: 'typed', value: 'Ana Lima' } });
  });
});
