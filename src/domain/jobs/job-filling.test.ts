import { describe, expect, it } from 'vitest';
import { closesWhenFilled, jobFillingSchema, jobOpenings } from './job-filling';

describe('a filled job closes (issue 42, item 15)', () => {
  it.each([
    [undefined, 0, false],
    [undefined, 1, true],
    [{ openings: 2 }, 1, false],
    [{ openings: 2 }, 2, true],
    [{ openings: 1, keep_open_when_filled: true }, 5, false],
    [{ keep_open_when_filled: false }, 1, true],
  ])('%j with %i filled: closes %s', (filling, filled, closes) => {
    expect(closesWhenFilled(filling, filled)).toBe(closes);
  });

  it('one opening unless the job says more; openings are whole numbers from 1', () => {
    expect(jobOpenings(null)).toBe(1);
    expect(jobOpenings({ openings: 3 })).toBe(3);
    expect(jobFillingSchema.partial().safeParse({ openings: 0 }).success).toBe(false);
    expect(jobFillingSchema.partial().safeParse({ openings: 1.5 }).success).toBe(false);
  });
});
