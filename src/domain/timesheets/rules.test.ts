// What a facility's state suggests for the terms the organization completes (issue 44): the rule set and the time
// zone the pay-terms form starts from, so a California placement is not priced under federal rules on New York's clock
// unless someone chooses it.
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../shared/us-states';
import { FACILITY_TIME_ZONES, suggestedRuleSet, suggestedTimeZone } from './rules';

describe('suggestedTimeZone', () => {
  it('suggests one of the offered zones for every state and DC', () => {
    for (const s of STATE_CODES) expect(FACILITY_TIME_ZONES, s).toContain(suggestedTimeZone(s));
  });

  it("suggests the zone most of the state keeps, Arizona's without daylight saving", () => {
    expect(suggestedTimeZone('CA')).toBe('America/Los_Angeles');
    expect(suggestedTimeZone('GA')).toBe('America/New_York');
    expect(suggestedTimeZone('TX')).toBe('America/Chicago');
    expect(suggestedTimeZone('FL')).toBe('America/New_York');
    expect(suggestedTimeZone('CO')).toBe('America/Denver');
    expect(suggestedTimeZone('AZ')).toBe('America/Phoenix');
    expect(suggestedTimeZone('AK')).toBe('America/Anchorage');
    expect(suggestedTimeZone('HI')).toBe('Pacific/Honolulu');
  });

  it('suggests nothing for an unknown or missing state', () => {
    expect(suggestedTimeZone('ZZ')).toBeNull();
    expect(suggestedTimeZone(null)).toBeNull();
    expect(suggestedTimeZone(undefined)).toBeNull();
  });
});

describe('suggestedRuleSet', () => {
  it("suggests the state's own rules where the engine has them, else federal", () => {
    expect(suggestedRuleSet('CA')).toBe('california');
    expect(suggestedRuleSet('CO')).toBe('colorado');
    expect(suggestedRuleSet('GA')).toBe('federal');
    expect(suggestedRuleSet(null)).toBe('federal');
  });
});
