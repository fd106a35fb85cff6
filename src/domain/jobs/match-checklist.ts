// What a worker should fill in first: the profile's empty answers, grouped by the dialog that fills them and ordered by
// how much they can raise the match. Every counted comparison row weighs the same in the score (scoreRows), so a dialog
// weighs the number of comparison rows it fills; the profession comes first whatever its count, because a job of
// another profession ranks below every job of the worker's own (matchScore's other_profession).
import { COMPARISON_ROWS } from './comparison-rows';
import { getPath } from './comparison';
import { isEmptyValue } from './match';
import { dialogByKind, type DialogKind } from '../profile/profile-dialogs';
import type { WorkerProfile } from '../profile/worker-profile-schema';

/** The profile answers that drive matching most, asked on a worker's first run (profession, specialty, states, pay). */
export const FIRST_RUN_DIALOGS = ['profession', 'states-cities', 'weekly-pay'] as const satisfies readonly DialogKind[];

/** The profile paths the first run asks (the states, not the cities, of 'states-cities'). */
export const FIRST_RUN_FIELDS = [
  'summary.profession',
  'summary.specialties',
  'summary.states',
  'summary.min_weekly_pay',
] as const;

/** One item of the checklist: the dialog to open, its title, and how many comparison rows it fills. */
export interface MatchChecklistItem {
  kind: DialogKind;
  title: string;
  rows: number;
}

/** A dialog's weight in the order: the rows it fills, the profession above every other. */
const weight = (item: MatchChecklistItem) => (item.kind === 'profession' ? Number.POSITIVE_INFINITY : item.rows);

/**
 * The dialogs whose comparison rows the worker has left empty, the ones that raise the match most first (ties in
 * catalogue order), at most `limit` of them.
 */
export function matchChecklist(profile: Partial<WorkerProfile>, limit = 5): MatchChecklistItem[] {
  const byKind = new Map<DialogKind, MatchChecklistItem>();
  for (const row of COMPARISON_ROWS) {
    if (!isEmptyValue(getPath(profile, row.workerKey))) continue;
    const dialog = dialogByKind(row.component);
    if (!dialog) continue;
    const item = byKind.get(row.component) ?? { kind: row.component, title: dialog.titles[0], rows: 0 };
    item.rows++;
    byKind.set(row.component, item);
  }
  const items = [...byKind.values()];
  const order = new Map(items.map((item, i) => [item.kind, i]));
  return items.sort((a, b) => weight(b) - weight(a) || order.get(a.kind)! - order.get(b.kind)!).slice(0, limit);
}
