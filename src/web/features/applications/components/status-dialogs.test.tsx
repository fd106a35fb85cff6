// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_STATUSES } from '@/domain/applications';
import { ChangeStatusDialog } from './change-status-dialog';
import { DecisionDialog } from './decision-dialog';
import { renderWithProviders } from '../../../test/render';

describe('ChangeStatusDialog', () => {
  it('lists every status except the current one and asks for a status when none is chosen', async () => {
    const choose = vi.fn();
    renderWithProviders(
      <ChangeStatusDialog
        opened
        current="Screening"
        options={APPLICATION_STATUSES}
        onClose={() => {}}
        onChoose={choose}
      />,
    );
    const select = screen.getByLabelText('New status');
    const values = [...(select as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(values).toEqual(APPLICATION_STATUSES.filter((s) => s !== 'Screening'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please select a status.')).toBeInTheDocument();
    expect(choose).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'Hold');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(choose).toHaveBeenCalledWith('Hold');
  });

  it('offers Done, Rejected and Blocked when no options are given', () => {
    renderWithProviders(<ChangeStatusDialog opened current="Rejected" onClose={() => {}} onChoose={() => {}} />);
    const values = [...(screen.getByLabelText('New status') as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(values).toEqual(['Done', 'Blocked']);
  });
});

describe('DecisionDialog', () => {
  it.each([
    ['Submitted', 'Done', false],
    ['Working', 'Done', false],
    ['Submitted', 'Hold', true],
    ['Hold', 'Done', true],
    ['Offered', 'Rejected', true],
  ] as const)('%s → %s asks who decided: %s', (from, to, asked) => {
    renderWithProviders(
      <DecisionDialog
        opened
        from={from}
        to={to}
        role="recruiter"
        loading={false}
        onClose={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Who made this decision?') !== null).toBe(asked);
  });

  it('defaults the decision maker by role and sends reason and notes', async () => {
    const submit = vi.fn();
    renderWithProviders(
      <DecisionDialog
        opened
        from="Screening"
        to="Blocked"
        role="organization"
        loading={false}
        onClose={() => {}}
        onSubmit={submit}
      />,
    );
    expect(screen.getByLabelText('Who made this decision?')).toHaveValue('Organization');
    await userEvent.selectOptions(screen.getByLabelText('Who made this decision?'), 'MSP');
    await userEvent.type(screen.getByLabelText('Reason'), ' No-show ');
    await userEvent.type(screen.getByLabelText('Notes'), 'Twice');
    await userEvent.click(screen.getByRole('button', { name: 'Move to Blocked' }));
    expect(submit).toHaveBeenCalledWith({ decision_maker: 'MSP', decision_reason: 'No-show', decision_notes: 'Twice' });
  });

  it('sends the role default when the question is hidden', async () => {
    const submit = vi.fn();
    renderWithProviders(
      <DecisionDialog
        opened
        from="New"
        to="Done"
        role="recruiter"
        loading={false}
        onClose={() => {}}
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move to Done' }));
    expect(submit).toHaveBeenCalledWith({ decision_maker: 'Recruiter', decision_reason: '', decision_notes: '' });
  });
});
