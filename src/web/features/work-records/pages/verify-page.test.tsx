// @vitest-environment jsdom
// The public verification page (issue 45): it says whether the record is genuine and shows what it states; a PDF
// uploaded to it is sent to be checked and the answer shown; without a file nothing is sent.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { WORK_RECORD_MESSAGES as M, type VerifyWorkRecordResponse } from '@/domain/work-records';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as VerifyPage } from './verify-page';

const ID = '22222222-2222-4222-8222-222222222222';
const GENUINE: VerifyWorkRecordResponse = {
  genuine: true,
  record: {
    id: ID,
    issued_at: '2027-06-02T15:00:00.000Z',
    sha256: 'ab'.repeat(32),
    verify_url: `http://localhost/verify/${ID}`,
    facts: {
      worker_name: 'Maria Lopez',
      organization_name: 'Grady Health',
      facility: 'Grady Memorial',
      profession: 'Registered Nurse',
      specialty: 'ICU',
      job_title: 'ICU Nurse',
      start_date: '2027-03-01',
      end_date: '2027-05-31',
      approved_minutes: 4590,
      review: null,
    },
  },
};

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/verify/:recordId" element={<VerifyPage />} />
    </Routes>,
    { route: `/verify/${ID}` },
  );

describe('the verification page', () => {
  it('says the record is genuine and shows what it states, with the SHA-256 of the genuine file', async () => {
    server.use(http.get(`/api/work-records/${ID}`, () => HttpResponse.json(GENUINE)));
    render();
    expect(await screen.findByText(M.verify.genuine)).toBeVisible();
    expect(screen.getByText('Grady Health')).toBeVisible();
    expect(screen.getByText(M.hoursValue('76.50'))).toBeVisible();
    expect(screen.getByText('Mar 1, 2027 – May 31, 2027')).toBeVisible();
    expect(screen.getByText('ab'.repeat(32))).toBeVisible();
  });

  it('says so when no record has the number', async () => {
    server.use(
      http.get(`/api/work-records/${ID}`, () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: M.verify.notFound }, { status: 404 }),
      ),
    );
    render();
    expect(await screen.findByText(M.verify.notFound)).toBeVisible();
  });

  it('checks an uploaded PDF and shows the answer; without a file it sends nothing', async () => {
    let sent = 0;
    server.use(
      http.get(`/api/work-records/${ID}`, () => HttpResponse.json(GENUINE)),
      http.post('/api/work-records/verify', () => {
        sent++;
        return HttpResponse.json({ genuine: false, record: null });
      }),
    );
    render();
    await screen.findByText(M.verify.genuine);
    await userEvent.click(screen.getByRole('button', { name: M.verify.check }));
    expect(await screen.findByText(M.verify.fileRequired)).toBeVisible();
    expect(sent).toBe(0);

    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'record.pdf', { type: 'application/pdf' });
    // Mantine's FileInput: its label names a button; the file goes to the input behind it.
    expect(screen.getByRole('button', { name: M.verify.file })).toBeVisible();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByRole('button', { name: M.verify.check }));
    expect(await screen.findByText(M.verify.notGenuine)).toBeVisible();
    expect(sent).toBe(1);
  });

  it('a checked file that is the page’s own record says so in a line instead of repeating what it states', async () => {
    server.use(
      http.get(`/api/work-records/${ID}`, () => HttpResponse.json(GENUINE)),
      http.post('/api/work-records/verify', () => HttpResponse.json(GENUINE)),
    );
    render();
    await screen.findByText(M.verify.genuine);
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'record.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByRole('button', { name: M.verify.check }));
    expect(await screen.findByText(M.verify.sameAsAbove)).toBeVisible();
    expect(screen.getAllByText(M.verify.genuine)).toHaveLength(2);
    // What the record states appears once, under the page's verdict.
    expect(screen.getAllByText(M.verify.states)).toHaveLength(1);
    expect(screen.getAllByText('Grady Health')).toHaveLength(1);
  });
});
