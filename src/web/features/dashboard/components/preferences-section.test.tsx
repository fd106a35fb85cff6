// @vitest-environment jsdom
// The apply requirements (/dashboard/preferences) are a form of the one form mechanism: chosen rows are sent as the
// domain's schema takes them, and a key the server refuses shows on the group in the domain's words.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { COMPARISON_ROWS } from '@/domain/jobs';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { PreferencesSection } from './preferences-section';

const shown = vi.hoisted(() => [] as { message: string }[]);
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: { message: string }) => shown.push(n) } }));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const [first, second] = COMPARISON_ROWS;

describe('PreferencesSection', () => {
  it('sends the rows chosen, then says they are saved', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/org/preferences', () => HttpResponse.json({ requiredToApply: [first!.key] })),
      http.put('/api/org/preferences', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderWithProviders(<PreferencesSection />);
    expect(await screen.findByRole('checkbox', { name: first!.title })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: second!.title }));
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_MESSAGES.preferences.save }));
    await waitFor(() =>
      expect(shown).toEqual([expect.objectContaining({ message: DASHBOARD_MESSAGES.preferencesSaved })]),
    );
    expect(sent).toEqual([{ requiredToApply: [first!.key, second!.key] }]);
  });

  it("shows the server's refusal of a key on the group, in the domain's words", async () => {
    server.use(
      http.get('/api/org/preferences', () => HttpResponse.json({ requiredToApply: [] })),
      http.put('/api/org/preferences', () =>
        HttpResponse.json(
          {
            error: 'BAD_REQUEST',
            message: MESSAGES.errors.unknownComparisonField,
            fields: { 'requiredToApply.0': MESSAGES.errors.unknownComparisonField },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<PreferencesSection />);
    fireEvent.click(await screen.findByRole('checkbox', { name: first!.title }));
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_MESSAGES.preferences.save }));
    expect(await screen.findByText(MESSAGES.errors.unknownComparisonField)).toBeVisible();
  });
});
