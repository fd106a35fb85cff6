// Profile summary auto-calculation (spec section 4): 300 ms after the last change, the domain's
// autoCalculateSummary decides what to save; the result is PUT as the spec's payload. A failed save is
// logged and retried once; what the worker typed is already in the profile and is never discarded here.
import { useCallback, useEffect, useRef } from 'react';
import {
  AUTO_CALC_DEBOUNCE_MS,
  autoCalculateSummary,
  type SummaryCalcFields,
  type SummaryCalcPayload,
} from '@/domain/profile';

/** Returns `notify(before, after)` to call after each summary change. */
export function useSummaryAutoCalc(save: (payload: SummaryCalcPayload) => Promise<unknown>) {
  const baseline = useRef<SummaryCalcFields | null>(null);
  const latest = useRef<SummaryCalcFields | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(() => {
    timer.current = null;
    const prev = baseline.current;
    const next = latest.current;
    baseline.current = null;
    if (!prev || !next) return;
    const payload = autoCalculateSummary(prev, next);
    if (!payload) return;
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
      baseline.current ??= before;
      latest.current = after;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(run, AUTO_CALC_DEBOUNCE_MS);
    },
    [run],
  );
}
