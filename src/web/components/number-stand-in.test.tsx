// @vitest-environment jsdom
// The number field's stand-in (drawn until Mantine's NumberInput arrives) has the NumberInput's two steppers: they step
// the value as its controls do, within min and max, and keep the focus where it was; nothing appears when the
// NumberInput takes its place. (The stand-in alone: LazyNumberInput's swap is lazy-number-input.test.tsx's.)
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NumberStandIn, steppedNumber } from './lazy-number-input';

afterEach(cleanup);

describe('steppedNumber', () => {
  it('steps by the step within min and max, from the start value when empty, without float dust', () => {
    expect(steppedNumber(2500, true, { step: 100, min: 0 })).toBe(2600);
    expect(steppedNumber(50, false, { step: 100, min: 0 })).toBe(0);
    expect(steppedNumber(995, true, { step: 10, max: 1000 })).toBe(1000);
    expect(steppedNumber('', true, { step: 100, min: 0 })).toBe(0);
    expect(steppedNumber(undefined, false, { step: 1, min: 5 })).toBe(5);
    expect(steppedNumber(0.2, true, { step: 0.1 })).toBe(0.3);
    expect(steppedNumber(27.45, true, { decimalScale: 2 })).toBe(28.45);
  });
});

function Field({ onChange, initial }: { onChange: (v: number | string) => void; initial: number | string }) {
  const [value, setValue] = useState<number | string>(initial);
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <NumberStandIn
      id="pay"
      label="Minimum weekly pay"
      prefix="$"
      thousandSeparator=","
      step={100}
      min={0}
      max={2600}
      value={value}
      typing={typing}
      onTyping={setTyping}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const steppers = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-direction]')];

describe('NumberStandIn', () => {
  it('draws the two steppers, which step the value and stop at min and max', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field onChange={onChange} initial={2500} />);
    const [up, down] = steppers();
    expect(up).toHaveAttribute('data-direction', 'up');
    expect(up).toHaveAttribute('tabindex', '-1');
    act(() => up!.click());
    expect(onChange).toHaveBeenLastCalledWith(2600);
    expect(screen.getByLabelText('Minimum weekly pay')).toHaveValue('$2,600');
    expect(up).toBeDisabled();
    act(() => down!.click());
    expect(onChange).toHaveBeenLastCalledWith(2500);
    expect(up).toBeEnabled();
  });

  it('while she types, a step shows in the field under her caret, and the field keeps the focus', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field onChange={onChange} initial="" />);
    const field = screen.getByLabelText('Minimum weekly pay');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: '1200' } });
    expect(onChange).toHaveBeenLastCalledWith(1200);
    const [up] = steppers();
    fireEvent.mouseDown(up!);
    act(() => up!.click());
    expect(onChange).toHaveBeenLastCalledWith(1300);
    expect(field).toHaveValue('$1,300');
    expect(document.activeElement).toBe(field);
  });

  it('has no steppers while the text is not a number yet, nor when read only', () => {
    const { unmount } = renderWithProviders(<Field onChange={() => {}} initial="" />);
    const field = screen.getByLabelText('Minimum weekly pay');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: '12.' } });
    expect(steppers()).toHaveLength(0);
    unmount();
    renderWithProviders(<NumberStandIn id="r" label="Rate" value={5} readOnly typing={null} onTyping={() => {}} />);
    expect(steppers()).toHaveLength(0);
  });
});
