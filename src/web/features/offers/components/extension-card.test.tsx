// @vitest-environment jsdom
// The extension card (issue 45): hidden before the window opens and while an offer waits, "Propose extension" in the
// window, the body it sends, and the server's refusal of the end date shown on its field.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { ExtensionCard } from './extension-card';

vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));
const M = MESSAGES.extension;
const APP = '22222222-2222-4222-8222-222222222222';
// 2027-03-01 to 2027-05-31: the window opens on 2027-04-20 and closes on 2027-05-10.
const schedule = { start_date: '2027-03-01', end_date: '2027-05-31' };

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const show = (offerStatus: string | null = null) =>
  renderWithProviders(
    <ExtensionCard applicationId={APP} status="Working" offerStatus={offerStatus} version={3} schedule={schedule} />,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ExtensionCard', () => {
  it('is hidden before the window opens and while an offer waits for an answer', () => {
    at('2027-04-19T12:00:00');
    show();
    expect(screen.queryByRole('button', { name: M.propose })).toBeNull();
    cleanup();
    at('2027-04-21T12:00:00');
    show('Offered');
    expect(screen.queryByRole('button', { name: M.propose })).toBeNull();
  });

  it('proposes the new end date and rate, and shows the refusal on the end date', async () => {
    at('2027-04-20T12:00:00');
    let sent: unknown = null;
    const refusal = M.endDateNotLater('2027-05-31');
    server.use(
      http.post(`/api/applications/${APP}/extension`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { error: 'BAD_REQUEST', message: refusal, fields: { end_date: refusal } },
          { status: 400 },
        );
      }),
    );
    show();
    expect(screen.getByText(M.windowOpen('2027-05-10'))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: M.propose }));
    fireEvent.change(await screen.findByLabelText(M.endDateLabel, { exact: false }), {
      target: { value: '2027-05-30' },
    });
    fireEvent.change(screen.getByLabelText(M.hourlyRateLabel), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() =>
      expect(sent).toEqual({ end_date: '2027-05-30', terms: { pay: { hourly_rate: 60 } }, version: 3 }),
    );
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});
