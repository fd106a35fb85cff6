// The rules of law are data with a source and an effective date, and every rule has its words (issue 44).
import { describe, expect, it } from 'vitest';
import { PAY_RULES } from './pay-messages';
import { RULE_SETS, rulesInForce } from './rules';
import type { RuleSetId } from './types';

const ALL = Object.values(RULE_SETS).flatMap((set) => [...set.overtime, ...set.premiums]);

describe('rule sets as dated data', () => {
  it('every rule names its source, its effective date and words that cite it', () => {
    for (const rule of ALL) {
      expect(rule.source.length, rule.id).toBeGreaterThan(10);
      expect(rule.effective_from, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(PAY_RULES[rule.id as keyof typeof PAY_RULES], rule.id).toMatch(/§|CFR|Order/);
    }
  });

  it('each rule set is keyed by its id', () => {
    for (const [id, set] of Object.entries(RULE_SETS)) expect(set.id).toBe(id as RuleSetId);
  });

  it('a rule applies to workweeks from its effective date on', () => {
    expect(rulesInForce('nevada', '2024-06-30').overtime.map((r) => r.id)).toEqual(['nv_weekly_40']);
    expect(rulesInForce('nevada', '2024-07-07').overtime.map((r) => r.id)).toEqual(['nv_daily_ot', 'nv_weekly_40']);
    expect(rulesInForce('california', '2026-04-05').premiums.map((r) => r.id)).toEqual([
      'ca_meal_premium',
      'ca_rest_premium',
      'ca_reporting_time',
    ]);
  });
});
