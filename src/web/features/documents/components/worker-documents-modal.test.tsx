// @vitest-environment jsdom
// The Worker Documents modal: groups and rows, and the exact download messages (one failure does not stop the others).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import type { DocumentInfo } from '@/domain/documents';
import { WorkerDocumentsModal } from './worker-documents-modal';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

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

const saved: string[] = [];

// What the server answers the modal: the worker's four documents, signed links, the files and the profile.
// A test changes one answer with server.use.
const documentsOf = (docs: DocumentInfo[]) =>
  http.get('/api/documents', ({ request }) =>
    new URL(request.url).searchParams.get('workerId') === W
      ? HttpResponse.json({ data: docs })
      : new HttpResponse(null, { status: 404 }),
  );
const filesFailing = (...ids: string[]) =>
  http.get('/api/documents/:id/file', ({ params }) =>
    ids.includes(String(params.id))
      ? new HttpResponse('nope', { status: 500 })
      : new HttpResponse(`%PDF-1.4 ${params.id}`),
  );

beforeEach(() => {
  shown.length = 0;
  saved.length = 0;
  server.use(
    documentsOf([
      doc('a1', 'diploma', 'Nursing diploma.pdf'),
      doc('b2', 'certificates', 'BLS'),
      doc('c3', 'resume', 'Resume.pdf'),
      doc('d4', 'others', 'logo.svg', 'image/svg+xml'),
    ]),
    http.get('/api/user/:id', () =>
      HttpResponse.json({ first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.test', phone: '555' }),
    ),
    http.get('/api/documents/profile-export', () =>
      HttpResponse.json({
        data: { profile: { summary: { profession: 'RN, ICU' } }, name: 'Ana Diaz', email: null, phone: null },
      }),
    ),
    http.post(
      '/api/generate-profile-pdf',
      () => new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    ),
    http.post('/api/document', async ({ request }) => {
      const { documentId } = (await request.json()) as { documentId: string };
      return HttpResponse.json({
        data: { url: `/api/documents/${documentId}/file?exp=1&sig=s`, expiresAt: '2026-01-01T00:05:00.000Z' },
      });
    }),
    filesFailing(),
  );
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open() {
  renderWithProviders(<WorkerDocumentsModal workerId={W} workerName="Ana Diaz" opened onClose={() => {}} />);
  return screen.getByRole('dialog');
}

const messages = () => shown.map((n) => n.message);

describe('WorkerDocumentsModal', () => {
  it('lists documents by group with type, size, upload date, expiry; previews raster images only', async () => {
    server.use(
      documentsOf([
        doc('a1', 'diploma', 'Nursing diploma.pdf'),
        doc('b2', 'certificates', 'BLS'),
        doc('c3', 'resume', 'Resume.pdf'),
        doc('d4', 'others', 'logo.svg', 'image/svg+xml'),
        doc('e5', 'others', 'License.png', 'image/png'),
      ]),
    );
    const dialog = open();
    await within(dialog).findByText('Nursing diploma.pdf');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Resume', 'Diploma', 'Other Documents', 'Certificates']);
    expect(within(dialog).getByText(/2 KB · Uploaded Mar 5, 2026 · Expires Jun 30, 2027/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Preview License.png' })).toHaveAttribute(
      'href',
      '/api/documents/e5/file',
    );
    // A PDF's script would run in Chromium's viewer, an SVG's in the page: both are downloaded, never previewed.
    expect(within(dialog).queryByRole('link', { name: 'Preview BLS' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Preview logo.svg' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download BLS' })).toBeInTheDocument();
  });

  it('says there is nothing to download when the worker has no documents', async () => {
    server.use(documentsOf([]));
    const dialog = open();
    await within(dialog).findByText(MESSAGES.noDocuments);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(messages()).toEqual([MESSAGES.noDocuments]));
    expect(saved).toEqual([]);
  });

  it('a zip asked for before the list has arrived waits for it, and zips the documents', async () => {
    // The list answers only when the test lets it: the click lands while it is on its way (a quick click on a slow
    // phone; in WebKit on a busy machine, the smoke's recruiter did exactly this).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/documents', async () => {
        await held;
        return HttpResponse.json({
          data: [doc('a1', 'diploma', 'Nursing diploma.pdf'), doc('c3', 'resume', 'Resume.pdf')],
        });
      }),
    );
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Download Documents (zip)' })).toHaveAttribute('data-loading'),
    );
    expect(messages()).toEqual([]);
    answer();
    await waitFor(() => expect(saved).toEqual(['Ana Diaz_Documents.zip']));
    expect(messages()).toEqual([MESSAGES.downloadedCount(2)]);
  });

  it('a zip asked for when the list cannot be loaded says the download failed, not that there is nothing', async () => {
    server.use(
      http.get('/api/documents', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(messages()).toEqual([MESSAGES.downloadFailed]));
    expect(saved).toEqual([]);
  });

  it('one failing file is reported and the others are still zipped', async () => {
    server.use(filesFailing('b2'));
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(saved).toEqual(['Ana Diaz_Documents.zip']));
    expect(messages()).toEqual([MESSAGES.downloadFailedFor('BLS'), MESSAGES.downloadedCount(3)]);
  });

  it('when every file fails nothing is saved', async () => {
    server.use(filesFailing('a1', 'b2', 'c3', 'd4'));
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Documents (zip)' }));
    await waitFor(() => expect(messages()).toContain(MESSAGES.noFilesDownloaded));
    expect(messages().filter((m) => m.startsWith('Failed to download '))).toHaveLength(4);
    expect(saved).toEqual([]);
  });

  it('the everything zip goes on without the PDF when it fails, logging the failure', async () => {
    server.use(
      http.post('/api/generate-profile-pdf', () =>
        HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Everything (zip)' }));
    await waitFor(() => expect(saved).toEqual(['Ana Diaz_Everything.zip']));
    expect(error).toHaveBeenCalledWith(MESSAGES.pdfFailed, expect.anything());
    expect(messages()).toEqual([MESSAGES.downloadedCount(4)]);
  });

  it('a single document downloads under its name with its extension; a failure names it', async () => {
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download BLS' }));
    await waitFor(() => expect(saved).toEqual(['BLS.pdf']));
    server.use(http.post('/api/document', () => HttpResponse.error()));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Resume.pdf' }));
    await waitFor(() => expect(messages()).toEqual([MESSAGES.downloadFailedFor('Resume.pdf')]));
  });

  it('the profile PDF and CSV are saved under the spec names', async () => {
    const dialog = open();
    await within(dialog).findByText('BLS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Profile PDF' }));
    await waitFor(() => expect(saved).toEqual(['Profile_Ana Diaz.pdf']));
    // The other downloads wait while one runs (their buttons disabled), and the file is saved before it ends: a press
    // on a disabled button is no press, so the CSV is pressed once it can be, as a person would (on a busy machine the
    // press landed while the PDF's download was still ending).
    const csv = within(dialog).getByRole('button', { name: 'Profile CSV' });
    await waitFor(() => expect(csv).toBeEnabled());
    fireEvent.click(csv);
    await waitFor(() => expect(saved).toEqual(['Profile_Ana Diaz.pdf', 'profile.csv']));
  });
});
