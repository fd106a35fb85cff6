// @vitest-environment jsdom
// The Worker Documents modal: groups and rows, and the exact download messages (one failure does not stop the others).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@/domain/shared';
import type { DocumentInfo } from '@/domain/documents';
import { WorkerDocumentsModal } from './worker-documents-modal';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

const W = '11111111-1111-4111-8111-111111111111';
const doc = (
  id: string,
  category: DocumentInfo['category'],
  name: string,
  contentType = 'application/pdf',
): DocumentInfo => ({
  id,
  ownerId: W,
  category,
  name,
  size: 2048,
  contentType,
  uploadedAt: '2026-03-05T10:00:00.000Z',
  expiresOn: category === 'certificates' ? '2027-06-30' : null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let docs: DocumentInfo[];
let failing: Set<string>;
let linkFails: boolean;
let pdfFails: boolean;
const saved: string[] = [];

beforeEach(() => {
  shown.length = 0;
  saved.length = 0;
  failing = new Set();
  linkFails = false;
  pdfFails = false;
  docs = [
    doc('a1', 'diploma', 'Nursing diploma.pdf'),
    doc('b2', 'certificates', 'BLS'),
    doc('c3', 'resume', 'Resume.pdf'),
    doc('d4', 'others', 'logo.svg', 'image/svg+xml'),
  ];
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/documents?workerId=')) return json({ data: docs });
      if (url.startsWith('/api/user/'))
        return json({ first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.test', phone: '555' });
      if (url.startsWith('/api/documents/profile-export'))
        return json({
          data: { profile: { summary: { profession: 'RN, ICU' } }, name: 'Ana Diaz', email: null, phone: null },
        });
      if (url === '/api/generate-profile-pdf')
        return pdfFails
          ? json({ error: 'INTERNAL', message: 'x' }, 500)
          : new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
      if (url === '/api/document') {
        if (linkFails) throw new TypeError('network down');
        const { documentId } = JSON.parse(String(init?.body));
        return json({ data: { url: `/api/documents/${documentId}/file?exp=1&sig=s` } });
      }
      const id = url.split('/')[3];
      return failing.has(id) ? new Response('nope', { status: 500 }) : new Response(`%PDF-1.4 ${id}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkerDocumentsModal workerId={W} workerName="Ana Diaz" opened onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog');
}

const messages = () => shown.map((n) => n.message);

describe('WorkerDocumentsModal', () => {
  it('lists documents by group with type, size, upload date, expiry; previews PDF and images only', async () => {
    const dialog = open();
    await within(dialog).findByText('Nursing diploma.pdf');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Resume', 'Diploma', 'Other Documents', 'Certificates']);
    expect(within(dialog).getByText(/2 KB · Uploaded Mar 5, 2026 · Expires Jun 30, 2027/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Preview BLS' })).toHaveAttribute('href', '/api/documents/b2/file');
    expect(within(dialog).queryByRole('link', { name: 'Preview logo.svg' })).toBeNull();
  });

  it('says there is nothing to download when the worker has no documents', async () => {
    docs = [];
    const dialog = open();
    await within(dialog).findByText(MESSAGES.noDocuments);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(messages()).toEqual([MESSAGES.noDocuments]));
    expect(saved).toEqual([]);
  });

  it('one failing file is reported and the others are still zipped', async () => {
    failing = new Set(['b2']);
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(saved).toEqual(['Ana Diaz_Documents.zip']));
    expect(messages()).toEqual([MESSAGES.downloadFailedFor('BLS'), MESSAGES.downloadedCount(3)]);
  });

  it('when every file fails nothing is saved', async () => {
    failing = new Set(['a1', 'b2', 'c3', 'd4']);
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(messages()).toContain(MESSAGES.noFilesDownloaded));
    expect(messages().filter((m) => m.startsWith('Failed to download '))).toHaveLength(4);
    expect(saved).toEqual([]);
  });

  it('the everything zip goes on without the PDF when it fails, logging the failure', async () => {
    pdfFails = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Everything (zip)' }));
    await waitFor(() => expect(saved).toEqual(['Ana Diaz_Everything.zip']), { timeout: 3000 });
    expect(error).toHaveBeenCalledWith(MESSAGES.pdfFailed, expect.anything());
    expect(messages()).toEqual([MESSAGES.downloadedCount(4)]);
  });

  it('a single document downloads under its name with its extension; a failure names it', async () => {
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download BLS' }));
    await waitFor(() => expect(saved).toEqual(['BLS.pdf']));
    linkFails = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Resume.pdf' }));
    await waitFor(() => expect(messages()).toEqual([MESSAGES.downloadFailedFor('Resume.pdf')]));
  });

  it('the profile PDF and CSV are saved under the spec names', async () => {
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Profile PDF' }));
    await waitFor(() => expect(saved).toEqual(['Profile_Ana Diaz.pdf']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Profile CSV' }));
    await waitFor(() => expect(saved).toEqual(['Profile_Ana Diaz.pdf', 'profile.csv']));
  });
});
