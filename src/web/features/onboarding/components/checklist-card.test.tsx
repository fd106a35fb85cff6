// @vitest-environment jsdom
// The checklist card: what each side sees of an item (status, due date, overdue, expiry that runs out during the
// assignment, the rejection reason) and what each may do (the worker fulfils, the organization verifies or rejects
// with a reason — a reason is required before anything is sent).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ONBOARDING_MESSAGES as M, type Checklist, type OnboardingItem } from '@/domain/onboarding';
import { ChecklistCard } from './checklist-card';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';

const A = '11111111-1111-4111-8111-111111111111';
const item = (over: Partial<OnboardingItem>): OnboardingItem => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'certification',
  key: 'certification:BLS',
  label: 'BLS',
  description: null,
  required: true,
  needs_document: true,
  status: 'missing',
  rejection_reason: null,
  due_on: '2026-12-28',
  overdue: false,
  document_id: null,
  document_name: null,
  expires_on: null,
  expires_during_assignment: false,
  categories: ['certificates'],
  upload_category: 'certificates',
  required_count: null,
  verify_missing: [],
  submitted_at: null,
  reviewed_at: null,
  version: 1,
  ...over,
});
const checklist = (items: OnboardingItem[]): Checklist => ({
  application_id: A,
  status: 'Onboarding',
  start_date: '2027-01-04',
  end_date: '2027-04-04',
  days_to_start: 5,
  contract: 'awaiting_worker',
  progress: { total: items.length, verified: 0, submitted: 0, rejected: 0, missing: items.length },
  summary: `0 of ${items.length} verified · contract: waiting for worker`,
  blockers: ['The contract is not signed by both sides', 'BLS (submitted)'],
  next_item_id: items[0]?.id ?? null,
  items,
});

afterEach(cleanup);

/**
 * A multipart body's text fields and the names of its files. Not `request.formData()`: on Node 24 undici's multipart
 * parser asserts its file part is a File of its own realm, which fails under jsdom (whose File the test environment
 * installs), so the handler threw and the upload never reached the test (CI's unit stage, Node 24).
 */
async function multipartParts(request: Request) {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart body');
  const fields: Record<string, string> = {};
  const files: string[] = [];
  for (const part of (await request.text()).split(`--${boundary}`).slice(1, -1)) {
    const [head, ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) files.push(filename);
    else fields[name] = body.join('\r\n\r\n').replace(/\r\n$/, '');
  }
  return { fields, files };
}

describe('ChecklistCard', () => {
  it('shows the worker each item’s state, the countdown and what to do next', async () => {
    const items = [
      item({ status: 'rejected', rejection_reason: 'Card is not signed', overdue: true }),
      item({
        id: '33333333-3333-4333-8333-333333333333',
        key: 'licence:TX',
        kind: 'licence',
        label: 'Professional licence (TX)',
        status: 'submitted',
        expires_on: '2027-02-01',
        expires_during_assignment: true,
      }),
    ];
    server.use(http.get(`/api/applications/${A}/onboarding`, () => HttpResponse.json(checklist(items))));
    renderWithProviders(<ChecklistCard applicationId={A} side="worker" />);
    expect(await screen.findByTestId('start-countdown')).toHaveTextContent('Starts in 5 days');
    expect(screen.getByTestId('next-step').textContent).toContain('BLS');
    const bls = screen.getByRole('listitem', { name: 'BLS' });
    expect(within(bls).getByTestId('rejection-reason')).toHaveTextContent('Rejected: Card is not signed');
    expect(bls).toHaveTextContent(M.overdue);
    expect(within(bls).getByRole('button', { name: M.chooseFromProfile })).toBeEnabled();
    const licence = screen.getByRole('listitem', { name: 'Professional licence (TX)' });
    expect(licence).toHaveTextContent(M.expiresDuringAssignment);
    // The worker neither verifies nor sees the Cleared blockers.
    expect(screen.queryByRole('button', { name: M.verify })).toBeNull();
    expect(screen.queryByTestId('clearance-blockers')).toBeNull();
  });

  it('the organization verifies a submitted item, and rejects only with a reason', async () => {
    const sent: unknown[] = [];
    const submitted = item({ status: 'submitted', document_name: 'BLS card.pdf', version: 2 });
    server.use(
      http.get(`/api/applications/${A}/onboarding`, () => HttpResponse.json(checklist([submitted]))),
      http.post(`/api/onboarding-items/${submitted.id}/review`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ item: { ...submitted, status: 'verified', version: 3 } });
      }),
    );
    renderWithProviders(<ChecklistCard applicationId={A} side="organization" canOverride />);
    const row = await screen.findByRole('listitem', { name: 'BLS' });
    expect(screen.getByTestId('clearance-blockers').textContent).toContain('BLS (submitted)');
    expect(screen.getByRole('button', { name: M.clearance.overrideButton })).toBeEnabled();

    fireEvent.click(within(row).getByRole('button', { name: M.reject }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: M.reject }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(M.rejectReason), { target: { value: 'Blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.reject }));
    await waitFor(() => expect(sent).toEqual([{ decision: 'reject', version: 2, reason: 'Blurred' }]));

    // Verify asks first (issue 42): nothing is sent until the confirmation's own Verify.
    fireEvent.click(within(row).getByRole('button', { name: M.verify }));
    const confirm = await screen.findByRole('dialog', { name: M.verifyConfirmTitle });
    expect(confirm).toHaveTextContent(M.verifyConfirm('BLS'));
    expect(sent).not.toContainEqual({ decision: 'verify', version: 2 });
    fireEvent.click(within(confirm).getByRole('button', { name: M.verify }));
    await waitFor(() => expect(sent).toContainEqual({ decision: 'verify', version: 2 }));
  });

  it('Verify is disabled with what is missing: a references item with nobody named (issue 42)', async () => {
    const refs = item({
      kind: 'references',
      key: 'references',
      label: '2 references',
      status: 'missing',
      needs_document: false,
      categories: [],
      required_count: 2,
      verify_missing: ['2 referees named (0 so far)', '2 references received (0 so far)'],
    });
    server.use(http.get(`/api/applications/${A}/onboarding`, () => HttpResponse.json(checklist([refs]))));
    renderWithProviders(<ChecklistCard applicationId={A} side="organization" />);
    const row = await screen.findByRole('listitem', { name: '2 references' });
    const verify = within(row).getByRole('button', { name: M.verify });
    expect(verify).toBeDisabled();
    expect(within(row).getByTestId('verify-missing')).toHaveTextContent(
      'Missing: 2 referees named (0 so far); 2 references received (0 so far)',
    );
    expect(verify).toHaveAccessibleDescription(
      'Missing: 2 referees named (0 so far); 2 references received (0 so far)',
    );
  });

  it('the submitted document opens where it is reviewed (issue 42)', async () => {
    const submitted = item({
      status: 'submitted',
      document_id: '44444444-4444-4444-8444-444444444444',
      document_name: 'BLS card.pdf',
    });
    server.use(http.get(`/api/applications/${A}/onboarding`, () => HttpResponse.json(checklist([submitted]))));
    renderWithProviders(<ChecklistCard applicationId={A} side="organization" />);
    const row = await screen.findByRole('listitem', { name: 'BLS' });
    const link = within(row).getByRole('link', { name: M.openDocument('BLS card.pdf') });
    expect(link).toHaveAttribute('href', '/api/documents/44444444-4444-4444-8444-444444444444/file');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("the licence's upload asks its number and expiry, and sends them with the file (issue 42)", async () => {
    const licence = item({
      id: '55555555-5555-4555-8555-555555555555',
      kind: 'licence',
      key: 'licence:TX',
      label: 'Professional licence (TX)',
      categories: ['professional_licenses'],
      upload_category: 'professional_licenses',
    });
    const uploaded: Record<string, string>[] = [];
    const uploadedFiles: string[] = [];
    server.use(
      http.get(`/api/applications/${A}/onboarding`, () => HttpResponse.json(checklist([licence]))),
      http.post('/api/documents/upload', async ({ request }) => {
        const { fields, files } = await multipartParts(request);
        uploaded.push(fields);
        uploadedFiles.push(...files);
        return HttpResponse.json(
          {
            data: {
              id: '66666666-6666-4666-8666-666666666666',
              ownerId: '77777777-7777-4777-8777-777777777777',
              category: 'professional_licenses',
              name: 'licence.pdf',
              size: 10,
              contentType: 'application/pdf',
              uploadedAt: '2026-11-28T10:00:00.000Z',
              expiresOn: '2029-05-31',
            },
          },
          { status: 201 },
        );
      }),
      http.post(`/api/onboarding-items/${licence.id}/submit`, () =>
        HttpResponse.json({ item: { ...licence, status: 'submitted', version: 2 } }),
      ),
    );
    renderWithProviders(<ChecklistCard applicationId={A} side="worker" />);
    const row = await screen.findByRole('listitem', { name: 'Professional licence (TX)' });
    fireEvent.click(within(row).getByRole('button', { name: M.uploadNew }));
    const dialog = await screen.findByRole('dialog', { name: M.uploadDetailsTitle('Professional licence (TX)') });
    fireEvent.click(within(dialog).getByRole('button', { name: M.chooseFile }));
    expect(await within(dialog).findByText(M.numberRequired)).toBeVisible();
    expect(within(dialog).getByText(M.expiryRequired)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(M.licenceNumber)), { target: { value: 'RN-445566' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(M.expiryDate)), { target: { value: '2029-05-31' } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(uploaded).toEqual([{ category: 'professional_licenses', expiresOn: '2029-05-31', number: 'RN-445566' }]),
    );
    // One file part went with them (its name is jsdom's 'blob' here: jsdom's File reaches undici's FormData as a Blob).
    expect(uploadedFiles).toHaveLength(1);
  });
});
