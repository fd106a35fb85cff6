// A shared read is kept under the versions of the tables it names, and refuses versions that lack one of them (the
// cached route that uses it forgot to declare a table it reads).
import { describe, expect, it } from 'vitest';
import { jobs, organizations, users } from '../db/schema';
import { tableScope } from '../db/table-versions';
import { SharedReadMemo, statementKey } from './shared-read-memo';

const versions = (entries: Record<string, number>) =>
  new Map(Object.entries(entries).map(([t, v]) => [tableScope(t), v]));

describe('SharedReadMemo', () => {
  it('shares one read between concurrent callers and keeps it until a version of its tables changes', async () => {
    const memo = new SharedReadMemo<number>([jobs, organizations]);
    let reads = 0;
    const read = async () => ++reads;
    const at = versions({ jobs: 3, organizations: 1, users: 7 });
    expect(await Promise.all([memo.get(at, 'count', read), memo.get(at, 'count', read)])).toEqual([1, 1]);
    expect(await memo.get(at, 'count', read)).toBe(1);
    // A table the memo does not read changed: the kept value still holds.
    expect(await memo.get(versions({ jobs: 3, organizations: 1, users: 8 }), 'count', read)).toBe(1);
    // One it reads changed: read again.
    expect(await memo.get(versions({ jobs: 4, organizations: 1, users: 8 }), 'count', read)).toBe(2);
    // Another statement is another key.
    expect(await memo.get(at, statementKey({ sql: 'select 1', params: [1] }), read)).toBe(3);
    expect(reads).toBe(3);
  });

  it('refuses versions that lack one of its tables, naming the table the route must declare', () => {
    const memo = new SharedReadMemo<number>([jobs, users]);
    expect(() => memo.get(versions({ jobs: 1 }), 'k', async () => 1)).toThrow(
      'a cached route reads users through a shared read: name it in its config.cache.reads',
    );
  });

  it('keeps nothing from a read that failed', async () => {
    const memo = new SharedReadMemo<number>([jobs]);
    const at = versions({ jobs: 1 });
    await expect(memo.get(at, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get(at, 'k', async () => 5)).toBe(5);
  });
});
