// @vitest-environment jsdom
// Every single-question dialog opens with its exact title(s) and a Done button; validation shows field
// messages; No Guaranteed Hours saves at once; an unknown kind shows the fallback message.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_DIALOGS,
  PHARMACY_HIDDEN_CERTIFICATIONS,
  workerProfileSchema,
  type WorkerProfile,
} from '@/domain/profile';
import { MESSAGES, NLC_STATES } from '@/domain/shared';
import { ProfileDialog, type ProfileDialogProps } from './profile-dialog';
import { renderWithProviders } from '../../../test/render';
import { NO_USER } from '../../../test/fixtures';

const profile: WorkerProfile = workerProfileSchema.parse({
  summary: {
    profession: 'Registered Nurse',
    feels_like_hourly: 55,
    hours_per_week_range: { min: 36, max: 48 },
    min_weekly_pay: 1980,
  },
  shiftAndScheduling: { guaranteed_hours_allowed: false, guaranteed_hours_per_week: 36 },
  documents: { resume: [{ _id: 'd1', name: 'Resume.pdf', file: '/api/documents/d1/file' }] },
});

function open(kind: string, props: Partial<ProfileDialogProps> = {}) {
  const save = vi.fn(async () => profile);
  const onClose = vi.fn();
  renderWithProviders(<ProfileDialog kind={kind} profile={profile} save={save} onClose={onClose} {...props} />, {
    seed: [NO_USER],
  });
  return { save, onClose, dialog: screen.getByRole('dialog') };
}

afterEach(cleanup);

describe('every profile dialog', () => {
  it.each(PROFILE_DIALOGS.map((d) => [d.kind, d] as const))(
    '%s opens with its exact titles and a Done button',
    (_kind, d) => {
      const { dialog } = open(d.kind);
      expect(within(dialog).getByRole('heading', { name: d.titles[0] })).toBeInTheDocument();
      for (const title of d.titles)
        expect(within(dialog).getAllByText(title, { exact: true }).length).toBeGreaterThan(0);
      expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    },
  );
});

describe('dialog behaviour', () => {
  it.each([
    ['weekly-pay', 'Weekly pay'],
    ['hours-per-week', 'Hours per week minimum'],
  ])(
    '%s opens with focus in its first field, and what was typed at once stays there (not on the close button)',
    async (kind, label) => {
      const { dialog } = open(kind);
      const field = within(dialog).getByLabelText(label, { exact: true });
      // A person (or a browser test) types at once, before the focus trap's deferred first focus has run.
      field.focus();
      await waitFor(() => expect(document.activeElement).toBe(field));
      // The trap's timer has run by now: it kept the field, not the dialog's close button.
      await new Promise((r) => setTimeout(r, 20));
      expect(document.activeElement).toBe(field);
    },
  );

  it('shows the fallback message for an unknown kind', () => {
    const { dialog } = open('no-such-dialog');
    expect(within(dialog).getByText(MESSAGES.unknownDialog)).toBeInTheDocument();
  });

  it('No Guaranteed Hours saves exactly the spec payload at once', async () => {
    const { save, dialog } = open('guaranteed-hours');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'No Guaranteed Hours' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 },
      }),
    );
  });

  it('refuses a minimum above the maximum with the field message and does not save', async () => {
    const { save, dialog } = open('hours-per-week');
    fireEvent.change(within(dialog).getByLabelText('Hours per week minimum'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Hours per week maximum'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText(MESSAGES.errors.rangeOrder)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a NABP id with letters', async () => {
    const { save, dialog } = open('nabp');
    fireEvent.change(within(dialog).getByLabelText('NABP e-Profile ID'), { target: { value: '12ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText(MESSAGES.errors.nabpDigits)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the edited hours and closes', async () => {
    const { save, onClose, dialog } = open('hours-per-week');
    fireEvent.change(within(dialog).getByLabelText('Hours per week minimum'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ summary: { hours_per_week_range: { min: 40, max: 48 } } }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('the licences dialog has a place for the licence document itself, with its number and expiry (issue 42)', () => {
    const { dialog } = open('licenses');
    expect(within(dialog).getAllByText('Licence documents', { exact: true }).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Licence documents: licence number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Licence documents: expires on')).toBeInTheDocument();
  });

  it('Select All Compact States selects every NLC state', async () => {
    const { save, dialog } = open('licenses');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: MESSAGES.selectAllCompactStates }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ certsandlicense: { active_professional_licenses: [...NLC_STATES.states] } }),
    );
  });

  it('unticking Select All Compact States keeps the Georgia licence the worker holds', async () => {
    const save = vi.fn(async () => profile);
    const withGeorgia = { ...profile, certsandlicense: { active_professional_licenses: ['GA', 'CA'] } };
    renderWithProviders(<ProfileDialog kind="licenses" profile={withGeorgia} save={save} onClose={vi.fn()} />, {
      seed: [NO_USER],
    });
    const dialog = screen.getByRole('dialog');
    const selectAll = within(dialog).getByRole('checkbox', { name: MESSAGES.selectAllCompactStates });
    fireEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    fireEvent.click(selectAll);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ certsandlicense: { active_professional_licenses: ['GA', 'CA'] } }),
    );
  });

  it('clearing Weekly pay and pressing Done clears it (sent as null), never silently keeps the old value', async () => {
    const { save, dialog } = open('weekly-pay');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Weekly pay/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ summary: { min_weekly_pay: null } }));
  });

  it('offers only the job’s classifications when opened from a job', () => {
    const { dialog } = open('classification', { jobClassifications: ['1099'] });
    const input = within(dialog)
      .getAllByLabelText("Classifications you'll work as")
      .find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!;
    fireEvent.click(input);
    // The list opens in a portal above the dialog (theme.ts pickers), not inside it.
    expect(screen.getByRole('option', { name: '1099', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'W-2', hidden: true })).toBeNull();
  });

  it('lists uploaded documents in the upload dialog and refuses an .exe on the client', async () => {
    const { dialog } = open('documents');
    expect(within(dialog).getByText('Resume.pdf')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Resume') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file type is not accepted.');
  });

  it('pharmacists do not get the hidden certifications', () => {
    const pharmacist = workerProfileSchema.parse({ summary: { profession: 'Pharmacist' } });
    const { dialog } = open('certs-vaccinations', { profile: pharmacist });
    fireEvent.click(within(dialog).getByLabelText('Name of the certification'));
    expect(screen.getByRole('option', { name: 'BLS', hidden: true })).toBeInTheDocument();
    for (const hidden of PHARMACY_HIDDEN_CERTIFICATIONS)
      expect(screen.queryByRole('option', { name: hidden, hidden: true })).toBeNull();
  });

  it('alerts when the camera is not supported', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { dialog } = open('skills-checklist');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take a photo' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.cameraUnsupported));
    alert.mockRestore();
  });
});
