// A saved entry as the input the entries route and the pay preview take (local HH:MM in the facility's zone), so an
// edit or a preview sends the week's other shifts as they are.
import type { EntryInput, WeekResponse } from '@/domain/timesheets';

export type SavedEntry = WeekResponse['entries'][number];

/** A closed entry as an input (the API answers its local date and HH:MM times); null while it is clocked in. */
export function inputOfEntry(entry: SavedEntry): EntryInput | null {
  if (!entry.end) return null;
  return {
    id: entry.id,
    date: entry.date,
    start: entry.start,
    end: entry.end,
    kind: entry.kind,
    breaks: entry.breaks.flatMap((b) => (b.end ? [{ start: b.start, end: b.end, kind: b.kind }] : [])),
    ...(entry.note ? { note: entry.note } : {}),
  };
}

/** The week's closed entries as inputs, with `edited` put in place of the entry of its id (or added). */
export function weekInputsWith(entries: SavedEntry[], edited: EntryInput | null): EntryInput[] {
  const others = entries
    .map(inputOfEntry)
    .filter((e): e is EntryInput => e !== null && (!edited?.id || e.id !== edited.id));
  return edited ? [...others, edited] : others;
}
