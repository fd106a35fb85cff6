// @vitest-environment jsdom
// A failed change shows exactly one toast, and it comes from one place (the query client's mutation cache): never a
// second one from the component, and none at all when the server names fields the form shows under its inputs.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { MESSAGES } from '@/domain/shared';
import { workerProfileSchema } from '@/domain/profile';
import { ApiError } from './api';
import { mutationErrorToast } from './mutation-toasts';
import { renderWithProviders } from '../test/render';
import { NO_USER } from '../test/fixtures';
import { server } from '../test/msw';
import { ApplyPanel } from '../features/jobs/components/apply-panel';
import type { JobDetailDto } from '../features/jobs/api';
import { ProfileDialog } from '../features/profile/components/profile-dialog';
import { useSaveProfile } from '../features/profile/api';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));
const errorToasts = () => shown.filter((n) => n.color === 'red');

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const fail = (status: number, body: Record<string, unknown>) => new ApiError(status, body as never);

describe('the mutation cache’s toast text', () => {
  it('is the server’s words by default, a spec sentence when the mutation names one, none when silent', () => {
    const e = fail(500, { error: 'X', message: 'The server says no.' });
    expect(mutationErrorToast(e, undefined)).toBe('The server says no.');
    expect(mutationErrorToast(e, { errorMessage: MESSAGES.statusFailed })).toBe(MESSAGES.statusFailed);
    expect(mutationErrorToast(e, { silent: true })).toBeNull();
  });

  it('is none when the form shows the server’s field errors, one when the server names no field', () => {
    const withFields = fail(400, { error: 'VALIDATION', message: 'Check the fields.', fields: { name: 'Required' } });
    const without = fail(400, { error: 'VALIDATION', message: 'Check the fields.' });
    expect(mutationErrorToast(withFields, { fieldErrorsInline: true })).toBeNull();
    expect(mutationErrorToast(without, { fieldErrorsInline: true })).toBe('Check the fields.');
    expect(mutationErrorToast(withFields, undefined)).toBe('Check the fields.');
  });
});

const JOB = '22222222-2222-4222-8222-222222222222';
const ORG = '33333333-3333-4333-8333-333333333333';
const detail = {
  job: { _id: JOB, gw_job_id: 'GW-1', organization_id: ORG, recruiter_id: null, is_open: true, requirements: {} },
  comparison: [],
  application: null,
  email_verified: true,
  application_held: false,
  required_mismatches: [],
} as unknown as JobDetailDto;

describe('a failed mutation shows one toast, not two', () => {
  it('Apply refused as already applied: one toast with the spec’s sentence', async () => {
    server.use(
      http.post('/api/worker-job-apply', () =>
        HttpResponse.json({ error: 'CONFLICT', message: 'You already applied.' }, { status: 409 }),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/explore-jobs/:id" element={<ApplyPanel detail={detail} />} />
      </Routes>,
      { route: `/explore-jobs/${JOB}` },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(errorToasts().length).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(errorToasts()).toEqual([{ color: 'red', message: MESSAGES.alreadyApplied }]);
  });

  const profile = workerProfileSchema.parse({ summary: { profession: 'Registered Nurse' } });
  function SavingDialog() {
    const save = useSaveProfile();
    return (
      <ProfileDialog
        kind="nabp"
        profile={profile}
        save={async (p) => (await save(p)).after.profile}
        onClose={() => {}}
      />
    );
  }
  async function typeNabpAndSave(value: string) {
    renderWithProviders(<SavingDialog />, { seed: [NO_USER] });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('NABP e-Profile ID'), { target: { value } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    });
    return dialog;
  }

  it('a profile save the server refuses for a named field: the message under the input, no toast, text kept', async () => {
    server.use(
      http.put('/api/worker-profile', () =>
        HttpResponse.json(
          { error: 'VALIDATION', message: 'Check the fields.', fields: { 'certsandlicense.nabp_id': 'Taken.' } },
          { status: 400 },
        ),
      ),
    );
    const dialog = await typeNabpAndSave('123456');
    expect(await within(dialog).findByText('Taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('NABP e-Profile ID')).toHaveValue('123456');
    expect(errorToasts()).toEqual([]);
  });

  it('a profile save that fails without fields: exactly one toast', async () => {
    server.use(
      http.put('/api/worker-profile', () =>
        HttpResponse.json({ error: 'INTERNAL', message: MESSAGES.errors.internal }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await typeNabpAndSave('123456');
    await waitFor(() => expect(errorToasts().length).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(errorToasts()).toEqual([{ color: 'red', message: MESSAGES.errors.internal }]);
    expect(within(dialog).getByLabelText('NABP e-Profile ID')).toHaveValue('123456');
  });
});

/** The web app's source files (tests left out), by path under src/web. */
const SOURCES = Object.entries(
  import.meta.glob<string>(['/src/web/**/*.{ts,tsx}', '!/src/web/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => ({ name: path.replace(/^\/src\/web\//, ''), text }));

/** The one source (the mutation cache), and red toasts for what is not a mutation: file downloads, the clipboard. */
const ALLOWED = ['lib/mutation-toasts.ts', 'features/documents/components/worker-documents-modal.tsx'];
const CLIPBOARD = 'features/applications/components/info-card.tsx';

describe('error toasts have one source', () => {
  it('no component shows an error toast of its own: failed mutations are toasted by the mutation cache', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const { name, text } of SOURCES) {
      if (ALLOWED.includes(name)) continue;
      for (const m of text.matchAll(/notifications\.show\(\{\s*color:\s*'red',\s*message:\s*([^}]*)\}/g))
        if (!(name === CLIPBOARD && m[1].includes('MESSAGES.copyFailed'))) offenders.push(`${name}: ${m[0]}`);
      for (const m of text.matchAll(/onError:\s*(?:\([^)]*\)|\w+)\s*=>\s*\{?[^}]*?notifications\.show/g))
        offenders.push(`${name}: ${m[0].slice(0, 80)}`);
    }
    expect(offenders).toEqual([]);
  });
});
