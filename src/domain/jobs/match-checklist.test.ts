import { describe, expect, it } from 'vitest';
import { COMPARISON_ROWS } from './comparison-rows';
import { matchChecklist } from './match-checklist';

const rowsOf = (kind: string) => COMPARISON_ROWS.filter((r) => r.component === kind).length;

describe('matchChecklist', () => {
  it('puts the profession first, then the dialogs that fill the most comparison rows, at most five', () => {
    const list = matchChecklist({});
    expect(list).toHaveLength(5);
    expect(list[0].kind).toBe('profession');
    for (let i = 2; i < list.length; i++) expect(list[i - 1].rows).toBeGreaterThanOrEqual(list[i].rows);
    for (const item of list) expect(item.rows).toBe(rowsOf(item.kind));
  });

  it('leaves out what the worker has filled in, and counts only the empty rows of a dialog', () => {
    const list = matchChecklist(
      {
        summary: { profession: 'Registered Nurse', specialties: [], states: ['GA'] },
      } as never,
      50,
    );
    expect(list.map((i) => i.kind)).toContain('profession');
    expect(list.find((i) => i.kind === 'profession')!.rows).toBe(1); // the specialty only
    const states = list.find((i) => i.kind === 'states-cities');
    expect(states?.rows ?? 0).toBe(rowsOf('states-cities') - 1); // the cities only
  });

  it('is empty for a worker who filled in every compared answer', () => {
    const full: Record<string, unknown> = {};
    for (const row of COMPARISON_ROWS) {
      const parts = row.workerKey.split('.');
      let cur = full;
      for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as Record<string, unknown>;
      cur[parts[parts.length - 1]] = 'x';
    }
    expect(matchChecklist(full as never)).toEqual([]);
  });
});
