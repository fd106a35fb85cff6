// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { StartChatDialog } from './start-chat-dialog';
import type { StartChatTarget } from '../api';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';

const target: StartChatTarget = {
  key: 'row',
  title: 'Ask Worker',
  jobTitle: 'ICU RN',
  prefill: MESSAGES.chat.aboutRow('Preferred states'),
  input: { organization_id: 'o1', recruiter_id: 'r1', job_id: 'j1', gw_job_id: 'GW1', worker_id: 'w1' },
};

describe('StartChatDialog', () => {
  it('sends nothing until Send, then posts the first message with the spec fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/ask-recruiter', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ chatId: 'c1', message: null });
      }),
    );
    renderWithProviders(<StartChatDialog target={target} onClose={() => {}} />);
    const box = await screen.findByRole('textbox', { name: MESSAGES.chat.composerLabel });
    expect(box).toHaveValue('About Preferred states: ');
    expect(bodies).toEqual([]);
    await userEvent.type(box, 'is Texas fine?{Enter}');
    await screen.findByRole('dialog', { name: 'Ask Worker' });
    await expect.poll(() => bodies).toEqual([{ ...target.input, message: 'About Preferred states: is Texas fine?' }]);
  });

  it('shows a refused send in the dialog (Ask Worker failures are not silent)', async () => {
    server.use(
      http.post('/api/ask-recruiter', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound }, { status: 404 }),
      ),
    );
    renderWithProviders(<StartChatDialog target={target} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.chat.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.chat.startFailed);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.notFound);
  });

  it('refuses an empty message without a request', async () => {
    renderWithProviders(<StartChatDialog target={{ ...target, prefill: '' }} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.chat.send }));
    expect(await screen.findByText(MESSAGES.chat.empty)).toBeInTheDocument();
  });
});
