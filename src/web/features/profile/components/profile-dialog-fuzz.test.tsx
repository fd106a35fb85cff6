// @vitest-environment jsdom
// Random printable text typed into every field of every profile panel's Edit dialog (for a nurse and for a
// pharmacist, whose dialogs differ) never brings up the error boundary, and pressing Done on whatever was typed
// shows only the domain's human messages, never a validator's default text.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { workerProfileSchema, type WorkerProfile } from '@/domain/profile';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { NO_USER } from '../../../test/fixtures';
import { FORM_GROUPS, PAY_ROWS, SUMMARY_ROWS } from '../lib/panel-rows';
import { ProfileDialog } from './profile-dialog';

afterEach(cleanup);

/** Every dialog a panel row's Edit button opens (the profile page's panels: summary, pay and the form groups). */
const KINDS = [...new Set([...SUMMARY_ROWS, ...PAY_ROWS, ...FORM_GROUPS.flatMap((g) => g.rows)].map((r) => r.kind))];

const profiles: Record<string, WorkerProfile> = {
  nurse: workerProfileSchema.parse({
    summary: { profession: 'Registered Nurse', hours_per_week_range: { min: 36, max: 48 } },
  }),
  pharmacist: workerProfileSchema.parse({ summary: { profession: 'Pharmacist' } }),
};

/** Every text-like control of the dialog: text and number inputs, date inputs, combobox searches, text areas. */
function fieldsOf(dialog: HTMLElement): HTMLElement[] {
  return [
    ...dialog.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea',
    ),
  ].filter((el) => !(el as HTMLInputElement).disabled);
}

/** Two keystrokes' worth (a change per keystroke, as a browser sends), then Enter (commits a tag or an option). */
function typeFast(el: HTMLElement, s: string) {
  fireEvent.change(el, { target: { value: [...s][0] } });
  fireEvent.change(el, { target: { value: s } });
  fireEvent.keyDown(el, { key: 'Enter' });
}

const boundaryShown = () => screen.queryByText('Something went wrong') !== null;

describe('the profile dialogs under random typing', () => {
  it('covers every panel row’s dialog', () => {
    expect(KINDS.length).toBeGreaterThan(20);
  });

  for (const [who, profile] of Object.entries(profiles))
    it(`${who}: no field of any Edit dialog brings up the error boundary`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), { minLength: 60, maxLength: 60 }),
          async (texts) => {
            let n = 0;
            for (const kind of KINDS) {
              const save = vi.fn(async () => profile);
              renderWithProviders(<ProfileDialog kind={kind} profile={profile} save={save} onClose={() => {}} />, {
                seed: [NO_USER],
                errorBoundary: true,
              });
              const dialog = screen.getByRole('dialog');
              for (const el of fieldsOf(dialog)) {
                await act(async () => typeFast(el, texts[n++ % texts.length]));
                expect(boundaryShown(), `${kind}: ${el.getAttribute('id')}`).toBe(false);
              }
              const done = within(dialog).queryByRole('button', { name: 'Done' });
              if (done)
                await act(async () => {
                  fireEvent.click(done);
                });
              expect(boundaryShown(), kind).toBe(false);
              expect(document.body.textContent ?? '', kind).not.toMatch(ZOD_DEFAULT_TEXT);
              cleanup();
            }
            // Every dialog's text-like fields were typed into (a dialog that lost its inputs would shrink this).
            expect(n).toBeGreaterThanOrEqual(40);
          },
        ),
        // One run per profession (each types into every field of every dialog): about 30 s on a shared machine.
        { numRuns: 1, endOnFailure: true },
      );
    }, 600_000);
});
