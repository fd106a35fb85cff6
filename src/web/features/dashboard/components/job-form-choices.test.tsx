// @vitest-environment jsdom
// Issue 42, item 2: the job form's fields that offer choices are choice inputs fed by the domain's lists (the ones the
// server accepts): certifications and vaccinations list BLS, ACLS and Influenza, and choosing them puts them on the job.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_CHOICE_FIELDS, jobChoiceOptions } from '@/domain/jobs';
import { jobFieldLabel } from '@/domain/fields';
import { meQueryKey } from '../../../lib/auth';
import { renderWithProviders } from '../../../test/render';
import { JobFormModal } from './job-form-modal';

afterEach(cleanup);

const me = {
  id: 'u1',
  role: 'organization',
  email: 'org@demo.test',
  email_verified: true,
  first_name: 'Olivia',
  last_name: 'Org',
  image: null,
  organization: { id: 'o1', name: 'Demo Health' },
};

const mount = () =>
  renderWithProviders(<JobFormModal job={null} opened onClose={() => {}} />, {
    seed: [
      [meQueryKey, me],
      [['recruiters', 'options'], []],
    ],
  });

/** The form's tab holding a field, by its path's group. */
const tabOf = (path: string) =>
  ({
    requirements: 'Requirements',
    pay: 'Pay and hours',
    schedule: 'Schedule',
    location: 'Location',
    benefits: 'Benefits and notes',
    vms_msp: 'Benefits and notes',
  })[path.split('.')[0]!] ?? 'Basics';

/** Opens the field's list on its tab and answers the options it shows. */
function optionsOf(path: string, label: string): string[] {
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${tabOf(path)}`) }));
  const panel = within(screen.getByRole('tabpanel'));
  fireEvent.click(panel.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`)));
  const list = screen.queryAllByRole('listbox').at(-1);
  return list
    ? within(list)
        .queryAllByRole('option', { hidden: true })
        .map((o) => o.textContent ?? '')
    : [];
}

describe('the job form: fields that offer choices', { timeout: 120_000 }, () => {
  it('each field with options offers the domain list (the one the server accepts), not a text box', () => {
    mount();
    const seen = JOB_CHOICE_FIELDS.map((f) => {
      const options = optionsOf(f.path, jobFieldLabel(f.field));
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      // Without a profession chosen, a profession-dependent list is the one for no profession.
      return [f.path, options];
    });
    expect(seen).toEqual(JOB_CHOICE_FIELDS.map((f) => [f.path, jobChoiceOptions(f.path, {})]));
    expect(Object.fromEntries(seen)['requirements.certifications']).toEqual(expect.arrayContaining(['BLS', 'ACLS']));
    expect(Object.fromEntries(seen)['requirements.vaccinations']).toContain('Influenza');
  });
});
