import { describe, expect, it } from 'vitest';
import { refusalUnder } from './form-errors';

describe('refusalUnder', () => {
  it('answers the refusal of the group itself or of a member sent under its name', () => {
    expect(refusalUnder({ rates: 'Add a rate.' }, 'rates')).toBe('Add a rate.');
    expect(refusalUnder({ client_name: 'Required', 'rates.2': 'Too high' }, 'rates')).toBe('Too high');
    expect(refusalUnder({ 'rates.0.code': 'Unknown code' }, 'rates')).toBe('Unknown code');
    expect(refusalUnder({ 'requiredToApply[1]': 'Unknown row' }, 'requiredToApply')).toBe('Unknown row');
  });

  it('does not answer a field whose name only begins like the group’s', () => {
    expect(refusalUnder({ ratesNote: 'Too long', rate: 'Required' }, 'rates')).toBeUndefined();
  });

  it('answers nothing when no member is refused', () => {
    expect(refusalUnder({}, 'rates')).toBeUndefined();
    expect(refusalUnder({ 'rates.0': '' }, 'rates')).toBeUndefined();
  });
});
