import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failedToShow } from './query-state';

const err = (status: number) => new ApiError(status, { message: 'x' } as never);

describe('failedToShow', () => {
  it('shows a first load that failed, whatever the reason', () => {
    expect(failedToShow({ isError: true, isLoadingError: true, error: err(500) })).toBe(true);
    expect(failedToShow({ isError: true, isLoadingError: true, error: new TypeError('fetch') })).toBe(true);
  });
  it('keeps the loaded page when a re-read fails for a passing reason', () => {
    for (const e of [err(500), err(503), err(429), new TypeError('Failed to fetch')])
      expect(failedToShow({ isError: true, isLoadingError: false, error: e })).toBe(false);
  });
  it('shows a re-read that says the thing is gone or no longer hers', () => {
    expect(failedToShow({ isError: true, isLoadingError: false, error: err(404) })).toBe(true);
    expect(failedToShow({ isError: true, isLoadingError: false, error: err(403) })).toBe(true);
  });
  it('is false while nothing failed', () => {
    expect(failedToShow({ isError: false, isLoadingError: false, error: null })).toBe(false);
  });
});
