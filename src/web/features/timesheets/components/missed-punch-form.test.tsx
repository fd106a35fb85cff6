// @vitest-environment jsdom
// Fixing a missed punch and disputing lines (issue 44): a correction is sent with its instant in the facility's zone
// and its reason, never as a live punch; a dispute names at least one line with what is wrong with it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { TIMESHEET_MESSAGES } from '@/domain/timesheets';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { MissedPunchForm } from './missed-punch-form';
import { DisputeForm } from './dispute-form';
import type { SavedEntry } from '../entry-input';

const APP = '11111111-1111-4111-8111-111111111111';

describe('the missed-punch form', () => {
  it('refuses a correction without its time and reason, and sends none', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/assignments/${APP}/punches`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithProviders(
      <MissedPunchForm applicationId={APP} timeZone="America/Los_Angeles" date="2026-11-15" onDone={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: M.missedPunchSave }));
    expect(await screen.findByText(M.missedPunchWhen)).toHaveTextContent(M.missedPunchWhen);
    expect(screen.getByText(TIMESHEET_MESSAGES.errors.correctionReason)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the punch at the facility’s local time as an instant, with its reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/assignments/${APP}/punches`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithProviders(
      <MissedPunchForm applicationId={APP} timeZone="America/Los_Angeles" date="2026-11-15" onDone={() => {}} />,
    );
    await userEvent.selectOptions(screen.getByLabelText(M.missedPunchKind), 'in');
    fireEvent.change(screen.getByLabelText(M.missedPunchDate), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(M.missedPunchTime), { target: { value: '07:00' } });
    await userEvent.type(screen.getByLabelText(M.missedPunchReason), 'Badge reader was down');
    await userEvent.click(screen.getByRole('button', { name: M.missedPunchSave }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // 07:00 in Los Angeles on 2026-11-20 (PST, UTC-8) is 15:00 UTC.
    expect(sent).toEqual([{ kind: 'in', at: '2026-11-20T15:00:00.000Z', reason: 'Badge reader was down' }]);
  });
});

const entry: SavedEntry = {
  id: '22222222-2222-4222-8222-222222222222',
  date: '2026-11-17',
  start: '07:00',
  end: '15:30',
  start_at: '2026-11-17T15:00:00.000Z',
  end_at: '2026-11-17T23:30:00.000Z',
  minutes: 480,
  kind: 'worked',
  breaks: [],
  note: null,
  source: 'entry',
  corrected: false,
  corrections: [],
  disputes: [],
};

describe('the dispute form', () => {
  it('asks for a line and its reason, then sends each chosen line with what is wrong', async () => {
    const onSend = vi.fn();
    renderWithProviders(<DisputeForm entries={[entry]} pending={false} onSend={onSend} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: M.disputeSend }));
    expect(await screen.findByText(M.disputeNeedsLine)).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tue, Nov 17 · 7:00 AM – 3:30 PM' }));
    await userEvent.click(screen.getByRole('button', { name: M.disputeSend }));
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(M.disputeReason), 'Left at 3:00 PM');
    await userEvent.click(screen.getByRole('button', { name: M.disputeSend }));
    expect(onSend).toHaveBeenCalledWith({ lines: [{ entry: entry.id, reason: 'Left at 3:00 PM' }] });
  });
});
