// Fetched once, joined while under way, and asked again after a failure.
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once: a second load joins the first, and loaded() answers the value once it is here', async () => {
    const fetch = vi.fn(() => Promise.resolve('code'));
    const once = loadOnce(fetch);
    expect(once.loaded()).toBeNull();
    const [a, b] = await Promise.all([once.load(), once.load()]);
    expect([a, b]).toEqual(['code', 'code']);
    await once.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(once.loaded()).toBe('code');
  });

  it('forgets a failed fetch: the next load asks again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const once = loadOnce<string>(fetch);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.loaded()).toBeNull();
    await expect(once.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
