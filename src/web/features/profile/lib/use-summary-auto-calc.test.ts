// @vitest-environment jsdom
// The auto-calculation debounce: one save, 300 ms after the last edit of a field it reads, with the spec's payload,
// decided by that edit; a calculation a newer edit made stale is not sent; a failed save is retried once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { AUTO_CALC_DEBOUNCE_MS } from '@/domain/profile';
import { type SaveCalculation, useSummaryAutoCalc } from './use-summary-auto-calc';

/** What each save call would send when its turn came now (null: nothing, a newer edit made it stale). */
const sent = (save: Mock<SaveCalculation>) => save.mock.calls.map(([payload]) => payload());

const base = { feels_like_hourly: 55, hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 1980 };

describe('useSummaryAutoCalc', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 300 ms after the last change, for the last change', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, hours_per_week_range: { min: 38, max: 48 } }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS - 1));
    act(() =>
      result.current(
        { ...base, hours_per_week_range: { min: 38, max: 48 } },
        { ...base, hours_per_week_range: { min: 40, max: 48 } },
      ),
    );
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS - 1));
    expect(save).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(sent(save)).toEqual([
      { summary: { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2200, feels_like_hourly: 55 } },
    ]);
  });

  it('derives hours per week from a weekly pay change', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, min_weekly_pay: 2750 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(sent(save)).toEqual([
      { summary: { hours_per_week_range: { min: 36, max: 50 }, min_weekly_pay: 2750, feels_like_hourly: 55 } },
    ]);
  });

  it('saves nothing when values are empty or not above 0', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, min_weekly_pay: 0 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });

  it('logs a failed save and retries it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn<SaveCalculation>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, feels_like_hourly: 60 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledTimes(2);
    expect(sent(save)[1]).toEqual(sent(save)[0]);
    expect(sent(save)[0]).toEqual({
      summary: { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2160, feels_like_hourly: 60 },
    });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  // CI met this (profile.spec "weekly pay derives hours per week"): the worker saved 36-40 hours, then a weekly pay of
  // 2,500 before the hours' calculation had run; the calculation then read the hours change first and wrote 36 × $50,
  // over the pay she had typed, and the hours never widened.
  it('a weekly pay saved while the hours’ calculation waits is kept, and the hours follow it', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    const hours = { ...base, feels_like_hourly: 50, min_weekly_pay: 1800, hours_per_week_range: { min: 36, max: 40 } };
    act(() => result.current({ ...hours, hours_per_week_range: { min: 36, max: 48 } }, hours));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS - 100));
    act(() => result.current(hours, { ...hours, min_weekly_pay: 2500 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(sent(save)).toEqual([
      { summary: { hours_per_week_range: { min: 36, max: 50 }, min_weekly_pay: 2500, feels_like_hourly: 50 } },
    ]);
  });

  it('a calculation whose turn comes after a newer edit is not sent; the newer edit’s is', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, hours_per_week_range: { min: 40, max: 48 } }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledTimes(1);
    // Its turn has not come (a save of the worker's is in flight before it), and that save changes the pay.
    const stale = save.mock.calls[0][0];
    const afterHours = { ...base, hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2200 };
    act(() => result.current(afterHours, { ...afterHours, min_weekly_pay: 2860 }));
    expect(stale()).toBeNull();
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(sent(save)).toEqual([
      null,
      { summary: { hours_per_week_range: { min: 40, max: 52 }, min_weekly_pay: 2860, feels_like_hourly: 55 } },
    ]);
  });

  it('a save of another field leaves a waiting calculation as it was', async () => {
    const save = vi.fn<SaveCalculation>().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, feels_like_hourly: 60 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS - 100));
    const moved = { ...base, feels_like_hourly: 60 };
    act(() => result.current(moved, moved));
    await act(async () => vi.advanceTimersByTime(100));
    expect(sent(save)).toEqual([
      { summary: { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2160, feels_like_hourly: 60 } },
    ]);
  });
});
