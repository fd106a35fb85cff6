// @vitest-environment jsdom
// The Done assignment's work record (issue 45): the download is the sealed PDF, with her review only when she ticks it;
// before Done there is nothing to download.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_RECORD_MESSAGES as M } from '@/domain/work-records';
import { renderWithProviders } from '../../../test/render';
import { WorkRecordCard } from './work-record-card';

const APP = '33333333-3333-4333-8333-333333333333';

describe('the work record card', () => {
  it('downloads the record, with the review only when she asks for it', async () => {
    renderWithProviders(<WorkRecordCard applicationId={APP} status="Done" />);
    const link = screen.getByRole('link', { name: M.download });
    expect(link).toHaveAttribute('href', `/api/applications/${APP}/work-record`);
    await userEvent.click(screen.getByRole('checkbox', { name: M.includeReview }));
    expect(link).toHaveAttribute('href', `/api/applications/${APP}/work-record?include_review=true`);
  });

  it('is not shown before the assignment is Done', () => {
    renderWithProviders(<WorkRecordCard applicationId={APP} status="Working" />);
    expect(screen.queryByRole('link', { name: M.download })).toBeNull();
  });
});
