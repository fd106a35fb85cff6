// Profile summary auto-calculation (spec section 4): 300 ms after the last edit of a field it reads, the domain's
// autoCalculateSummary decides what to save from that edit (the profile before and after it) and the result is PUT as
// the spec's payload, in the profile's turn (features/profile/api.ts: every profile write runs in one mutation scope).
// The last edit decides: a weekly pay typed while the hours' calculation waits is kept and the hours follow it, never
// the other way round. A calculation whose turn comes after a newer edit is not sent (the newer edit's runs). A failed
// save is logged and retried once; what the worker typed is already in the profile and is never discarded here.
import { useCallback, useEffect, useRef } from 'react';
import {
  AUTO_CALC_DEBOUNCE_MS,
  autoCalculateSummary,
  summaryCalcFieldsChanged,
  type SummaryCalcFields,
  type SummaryCalcPayload,
} from '@/domain/profile';

/** Saves what `payload()` answers when the write's turn comes; null: a newer edit made it stale, nothing is sent. */
export type SaveCalculation = (payload: () => SummaryCalcPayload | null) => Promise<unknown>;

/** Returns `notify(before, after)` to call after each save of the profile, with the summary before and after it. */
export function useSummaryAutoCalc(save: SaveCalculation) {
  const pending = useRef<{ before: SummaryCalcFields; after: SummaryCalcFields } | null>(null);
  const edits = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(() => {
    timer.current = null;
    const edit = pending.current;
    pending.current = null;
    if (!edit) return;
    const calculated = autoCalculateSummary(edit.before, edit.after);
    if (!calculated) return;
    const mine = edits.current;
    const payload = () => (edits.current === mine ? calculated : null);
    void saveRef.current(payload).catch((err: unknown) => {
      console.error('Profile auto-calculation save failed; retrying once', err);
      return saveRef
        .current(payload)
        .catch((again: unknown) => console.error('Profile auto-calculation save failed', again));
    });
  }, []);

  useEffect(
    () => () => {
      // Leaving the page within the debounce window still saves the calculation.
      if (timer.current) {
        clearTimeout(timer.current);
        run();
      }
    },
    [run],
  );

  return useCallback(
    (before: SummaryCalcFields, after: SummaryCalcFields) => {
      if (!summaryCalcFieldsChanged(before, after)) return;
      edits.current += 1;
      pending.current = { before, after };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(run, AUTO_CALC_DEBOUNCE_MS);
    },
    [run],
  );
}
