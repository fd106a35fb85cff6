// @vitest-environment jsdom
// A number field drawn at once as a plain input while Mantine's NumberInput is fetched: the stand-in shows the value
// as the NumberInput does, answers what is typed as it does, and is not replaced under the caret.
// (The module keeps the fetched NumberInput: each file starts without it, hence the one render below.)
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LazyNumberInput, shownNumber, typedNumber } from './lazy-number-input';

afterEach(cleanup);

const MONEY = { prefix: '$', thousandSeparator: ',' } as const;

describe('shownNumber and typedNumber', () => {
  it('show a value with its prefix, suffix, decimals and thousands, as the NumberInput does', () => {
    expect(shownNumber(2500, MONEY)).toBe('$2,500');
    expect(shownNumber(1234567.5, { ...MONEY, decimalScale: 2, fixedDecimalScale: true })).toBe('$1,234,567.50');
    expect(shownNumber(27.456, { suffix: ' %', decimalScale: 2 })).toBe('27.46 %');
    expect(shownNumber('', MONEY)).toBe('');
    expect(shownNumber(undefined, MONEY)).toBe('');
    expect(shownNumber('12.', MONEY)).toBe('12.');
    expect(shownNumber('2500', MONEY)).toBe('$2,500');
  });

  it('answer what is typed: a number when it is one, empty, or the text while it is not yet one', () => {
    expect(typedNumber('$2,500', MONEY)).toBe(2500);
    expect(typedNumber('2500', MONEY)).toBe(2500);
    expect(typedNumber('27.5 %', { suffix: ' %' })).toBe(27.5);
    expect(typedNumber('', MONEY)).toBe('');
    expect(typedNumber('$', MONEY)).toBe('');
    expect(typedNumber('12.', MONEY)).toBe('12.');
    expect(typedNumber('-', MONEY)).toBe('-');
  });
});

describe('LazyNumberInput', () => {
  it('what is typed before the NumberInput arrives is answered and kept; it takes the place once the field is left', async () => {
    const onChange = vi.fn();
    function Field({ value }: { value: number | string }) {
      return <LazyNumberInput id="pay" label="Minimum weekly pay" value={value} onChange={onChange} {...MONEY} />;
    }
    const view = renderWithProviders(<Field value={1500} />);
    const standIn = screen.getByLabelText('Minimum weekly pay');
    expect(standIn).toHaveValue('$1,500');
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: '$2,5000' } });
    expect(onChange).toHaveBeenLastCalledWith(25000);
    view.rerender(<Field value={25000} />);
    // The NumberInput's code arrives while she types: the stand-in stays under her caret, with what she typed.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByLabelText('Minimum weekly pay')).toBe(standIn);
    expect(standIn).toHaveValue('$2,5000');
    expect(document.activeElement).toBe(standIn);
    // She leaves the field: the NumberInput takes its place, same id and label, the value shown as it shows it.
    act(() => standIn.blur());
    await waitFor(() => expect(screen.getByLabelText('Minimum weekly pay')).not.toBe(standIn));
    const field = screen.getByLabelText('Minimum weekly pay');
    expect(field).toHaveAttribute('id', 'pay');
    expect(field).toHaveValue('$25,000');
  });
});
