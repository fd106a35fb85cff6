// @vitest-environment jsdom
// The auto-calculation debounce: one save, 300 ms after the last change, with the spec's payload; retried once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CALC_DEBOUNCE_MS } from '@/domain/profile';
import { useSummaryAutoCalc } from './use-summary-auto-calc';

const base = { feels_like_hourly: 55, hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 1980 };

describe('useSummaryAutoCalc', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 300 ms after the last change, from the state before the first change', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
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
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      summary: { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2200, feels_like_hourly: 55 },
    });
  });

  it('derives hours per week from a weekly pay change', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, min_weekly_pay: 2750 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledWith({
      summary: { hours_per_week_range: { min: 36, max: 50 }, min_weekly_pay: 2750, feels_like_hourly: 55 },
    });
  });

  it('saves nothing when values are empty or not above 0', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, min_weekly_pay: 0 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });

  it('logs a failed save and retries it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSummaryAutoCalc(save));
    act(() => result.current(base, { ...base, feels_like_hourly: 60 }));
    await act(async () => vi.advanceTimersByTime(AUTO_CALC_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1][0]).toEqual(save.mock.calls[0][0]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
