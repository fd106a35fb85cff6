// @vitest-environment jsdom
// The placement's bill rate card form (issue 45): a missing client name is refused with its words and nothing is
// sent; a filled card is sent as the API's rate card (markup in basis points, bill rates in cents, empty lines left out).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HOURS_MESSAGES } from '@/domain/hours';
import { INVOICE_MESSAGES as M } from '@/domain/invoices';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { RateCardCard } from './rate-card-card';

const APP = '11111111-1111-4111-8111-111111111111';
const url = `/api/assignments/${APP}/rate-card`;

function serve(sent: unknown[]) {
  server.use(
    http.get(url, () => HttpResponse.json({ application_id: APP, rate_card: null, updated_at: null })),
    http.put(url, async ({ request }) => {
      const card = await request.json();
      sent.push(card);
      return HttpResponse.json({ application_id: APP, rate_card: card, updated_at: '2026-11-20T10:00:00.000Z' });
    }),
  );
}

describe('the rate card form', () => {
  it('refuses a card without the client name and sends nothing', async () => {
    const sent: unknown[] = [];
    serve(sent);
    renderWithProviders(<RateCardCard applicationId={APP} />);
    await userEvent.click(await screen.findByRole('button', { name: M.rateCard.save }));
    expect(await screen.findByText(M.errors.clientName)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the markup in basis points and the filled bill rates in cents', async () => {
    const sent: unknown[] = [];
    serve(sent);
    renderWithProviders(<RateCardCard applicationId={APP} />);
    await userEvent.type(await screen.findByLabelText(M.rateCard.clientName, { exact: false }), 'Mercy General');
    await userEvent.type(screen.getByLabelText(M.rateCard.clientAddress, { exact: false }), '1 Main Street');
    await userEvent.type(screen.getByLabelText(M.rateCard.markup), '27.5');
    await userEvent.type(screen.getByLabelText(M.rateCard.rateFor(HOURS_MESSAGES.lineCodes.REG)), '71.50');
    await userEvent.click(screen.getByRole('button', { name: M.rateCard.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        client_name: 'Mercy General',
        client_address: '1 Main Street',
        markup_bps: 2750,
        rates: [{ code: 'REG', bill_rate_cents: 7150 }],
      },
    ]);
  });
});
