// @vitest-environment jsdom
// Issue 34: with MAIL=log an administrator sees the warning banner; others never ask for it.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../test/render';
import { server } from '../test/msw';
import { AdminNotices } from './admin-notices';

describe('AdminNotices', () => {
  it('shows the MAIL=log banner to an administrator', async () => {
    server.use(http.get('/api/admin/notices', () => HttpResponse.json({ mail_log: true })));
    renderWithProviders(<AdminNotices role="admin" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.app.mailLogBanner);
  });

  it('shows nothing when mail is sent, and never asks for a non-administrator', async () => {
    let asked = 0;
    server.use(
      http.get('/api/admin/notices', () => {
        asked++;
        return HttpResponse.json({ mail_log: false });
      }),
    );
    const { unmount } = renderWithProviders(<AdminNotices role="admin" />);
    await expect.poll(() => asked).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderWithProviders(<AdminNotices role="recruiter" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
