// A stored shift as the pay engine reads it and as the API answers it (issue 44).
import type { WorkEntry } from '@/domain/pay';
import { localDateOf, minutesBetween } from '@/domain/pay';
import type { AssignmentTerms } from '@/domain/pay';
import type { EntryRow } from './queries';

type Correction = { entryId: string | null; kind: string; at: Date; reason: string | null; recordedAt: Date };

const hhmm = (terms: AssignmentTerms, d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: terms.time_zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

/** Kinds whose minutes are hours worked on the week's total (on call counts only in the engine, when restricted). */
const WORKED_KINDS = new Set(['worked', 'called_back', 'orientation']);

/** The paid minutes of a closed shift: its real minutes less its meal breaks (rest breaks are paid). */
export function paidMinutes(e: Pick<EntryRow, 'startAt' | 'endAt' | 'breaks'>): number {
  if (!e.endAt) return 0;
  const meal = e.breaks
    .filter((b) => b.kind === 'meal' && b.end)
    .reduce((sum, b) => sum + minutesBetween(b.start, b.end!), 0);
  return minutesBetween(e.startAt.toISOString(), e.endAt.toISOString()) - meal;
}

/** Minutes worked of a set of shifts (worked, called back, orientation). */
export const workedMinutesOf = (rows: readonly EntryRow[]) =>
  rows.filter((r) => WORKED_KINDS.has(r.kind)).reduce((s, r) => s + paidMinutes(r), 0);

/** A closed shift as the engine's WorkEntry. */
export function toWorkEntry(r: EntryRow): WorkEntry {
  const d = r.details as Record<string, unknown>;
  return {
    id: r.id,
    kind: r.kind as WorkEntry['kind'],
    start: r.startAt.toISOString(),
    end: r.endAt!.toISOString(),
    breaks: r.breaks.filter((b) => b.end).map((b) => ({ start: b.start, end: b.end!, kind: b.kind })),
    ...(d as Partial<WorkEntry>),
  };
}

/** A shift as answered, in the facility's local times, with its corrections and the disputes of its lines. */
export function entryView(
  terms: AssignmentTerms,
  r: EntryRow,
  corrections: readonly Correction[],
  disputes: readonly { version: number; reason: string }[] = [],
) {
  return {
    id: r.id,
    date: r.localDate,
    start: hhmm(terms, r.startAt),
    end: r.endAt ? hhmm(terms, r.endAt) : null,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt ? r.endAt.toISOString() : null,
    minutes: r.endAt ? paidMinutes(r) : null,
    kind: r.kind as WorkEntry['kind'],
    breaks: r.breaks.map((b) => ({
      start: hhmm(terms, new Date(b.start)),
      end: b.end ? hhmm(terms, new Date(b.end)) : null,
      kind: b.kind,
    })),
    note: r.note,
    source: r.source,
    corrected: corrections.some((c) => c.entryId === r.id),
    corrections: corrections
      .filter((c) => c.entryId === r.id)
      .map((c) => ({
        kind: c.kind,
        at: c.at.toISOString(),
        reason: c.reason ?? '',
        recorded_at: c.recordedAt.toISOString(),
      })),
    disputes: [...disputes],
  };
}

/** The local date a shift starts on. */
export const localDateOfStart = (terms: AssignmentTerms, at: Date) => localDateOf(terms.time_zone, at.toISOString());
