// @vitest-environment jsdom
// The Post a job form never loses work: what is typed is kept as a draft per user and record, restored with "Draft
// restored — Discard" when the form opens again, Discard goes back to the saved values, and closing with unsaved changes
// asks first.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey } from '../../../lib/auth';
import { draftKey } from '../../../lib/form-draft';
import { renderWithProviders } from '../../../test/render';
import { JobFormModal } from './job-form-modal';

afterEach(cleanup);

const me = {
  id: 'u-draft',
  role: 'organization',
  email: 'org@demo.test',
  email_verified: true,
  first_name: 'Olivia',
  last_name: 'Org',
  image: null,
  organization: { id: 'o1', name: 'Demo Health' },
};

function mount(onClose = () => {}) {
  return renderWithProviders(<JobFormModal job={null} opened onClose={onClose} />, {
    seed: [
      [meQueryKey, me],
      [['recruiters', 'options'], []],
    ],
  });
}

const KEY = draftKey('u-draft', 'job', null);

describe('job form drafts', () => {
  it('keeps what is typed under the user and record, and restores it with a Discard that resets', async () => {
    const first = mount();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Job title/), { target: { value: 'ICU nurse, nights' } });
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').title).toBe('ICU nurse, nights'));
    expect(KEY).toBe('carelink.draft:u-draft:job:new');
    first.unmount();

    mount();
    await screen.findByText(MESSAGES.drafts.restored);
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('ICU nurse, nights');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.drafts.discard }));
    });
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('');
    expect(screen.queryByText(MESSAGES.drafts.restored)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('what is typed at once goes on in Job title: the dialog’s first focus is that field, not its close button', async () => {
    mount();
    const title = screen.getByLabelText(/^Job title/);
    // Typed before the focus trap's deferred first focus has run (a browser test does; a person on a slow phone can).
    title.focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(title);
  });

  it('asks before closing with unsaved changes (Cancel), and closes on Discard changes', async () => {
    const onClose = vi.fn();
    mount(onClose);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Job title/), { target: { value: 'Charge nurse' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText(MESSAGES.drafts.confirmTitle);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.drafts.confirmLabel }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('asks once when asked to close twice while the question opens, and asks again after Keep editing', async () => {
    const onClose = vi.fn();
    mount(onClose);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Job title/), { target: { value: 'Charge nurse' } });
    });
    // Two closes back to back (a second Escape before the question is on screen).
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText(MESSAGES.drafts.confirmTitle);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(MESSAGES.drafts.confirmTitle)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.drafts.keepEditing }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.drafts.confirmTitle)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await screen.findByText(MESSAGES.drafts.confirmTitle);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was changed', async () => {
    const onClose = vi.fn();
    mount(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.drafts.confirmTitle)).toBeNull();
  });
});
