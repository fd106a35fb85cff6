// @vitest-environment jsdom
// A board card carries the recruiter's marks of the end of an assignment (issue 45): "Review due" on a Done placement
// the organization has not reviewed, "Extension window" on a Working one whose window is open.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ApplicationListItem } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../../../test/render';
import { listItem } from '../../../../test/fixtures';
import { AT_REST, BoardCard, BoardCardView } from './board-card';

const item = (over: Partial<ApplicationListItem>): ApplicationListItem =>
  listItem({
    status: 'Done',
    recruiter_id: 'u1',
    recruiter_name: 'Rita Recruiter',
    ...over,
  });

describe('a board card’s end-of-assignment marks', () => {
  it('shows “Review due” while the organization’s review is due, and not after', () => {
    const { unmount } = renderWithProviders(<BoardCardView item={item({ review_due: true })} />);
    expect(screen.getByTestId('review-due')).toHaveTextContent(MESSAGES.reviews.labels.reviewDue);
    expect(screen.getByText('Review due')).toBeVisible();
    unmount();
    renderWithProviders(<BoardCardView item={item({ review_due: false })} />);
    expect(screen.queryByTestId('review-due')).toBeNull();
  });

  it('shows the extension window while it is open', () => {
    const open = { standing: 'open', opens_on: '2027-04-19', closes_on: '2027-05-09', may_propose: true } as const;
    const { unmount } = renderWithProviders(
      <BoardCardView item={item({ status: 'Working', extension_window: open })} />,
    );
    expect(screen.getByTestId('extension-window')).toHaveTextContent(MESSAGES.extension.windowMark);
    unmount();
    renderWithProviders(
      <BoardCardView item={item({ status: 'Working', extension_window: { ...open, standing: 'before' } })} />,
    );
    expect(screen.queryByTestId('extension-window')).toBeNull();
  });
});

describe('a board card’s grip', () => {
  const grip = () => screen.getByRole('button', { name: /^Move / });

  it('is disabled until the drag-and-drop layer has arrived (a press before it would be lost), then enabled', () => {
    const { unmount } = renderWithProviders(
      <ul>
        <BoardCard item={item({ status: 'Submitted' })} />
      </ul>,
    );
    expect(grip()).toHaveAttribute('aria-disabled', 'true');
    expect(grip()).not.toHaveAttribute('aria-describedby');
    unmount();
    const drag = {
      attributes: { ...AT_REST, 'aria-disabled': false, 'aria-describedby': 'board-keys' },
      listeners: {},
      setNodeRef: () => {},
      setActivatorNodeRef: () => {},
      isDragging: false,
    };
    renderWithProviders(
      <ul>
        <BoardCard item={item({ status: 'Submitted' })} drag={drag} />
      </ul>,
    );
    expect(grip()).toHaveAttribute('aria-disabled', 'false');
    expect(grip()).toHaveAttribute('aria-describedby', 'board-keys');
  });
});
