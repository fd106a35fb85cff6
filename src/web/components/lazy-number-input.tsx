// A Mantine NumberInput that is drawn at once as a plain input showing the same value, while its own code
// (react-number-format, ~40 KB) is fetched right after the first paint; then the NumberInput takes its place, with the
// same id, label and value. The stand-in is a working input: what is typed there is answered as the NumberInput answers
// it (a number, '' when empty, the text itself while it is not yet a number, e.g. "12."), so a person quicker than the
// fetch (a busy phone) loses nothing. The swap waits while the stand-in has the focus: a new input under the caret
// would move it.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { TextInput, type NumberInputProps } from '@mantine/core';
import { useDrawnByServer } from './until-hydrated';
import classes from './lazy-number-input.module.css';
import { loadOnce } from '../lib/load-once';

type NumberInputComponent = ComponentType<NumberInputProps>;

const numberInput = loadOnce<NumberInputComponent>(() => import('./number-input').then((m) => m.NumberInput));

type Shape = Pick<NumberInputProps, 'prefix' | 'suffix' | 'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale'>;

const separatorOf = ({ thousandSeparator }: Shape): string | null =>
  thousandSeparator === true ? ',' : typeof thousandSeparator === 'string' ? thousandSeparator : null;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The width of the NumberInput's steppers, by the field's size (Mantine's NumberInput.css). */
const STEPPERS_WIDTH: Record<string, string> = {
  xs: 'calc(1.0625rem * var(--mantine-scale))',
  sm: 'calc(1.5rem * var(--mantine-scale))',
  md: 'calc(1.6875rem * var(--mantine-scale))',
  lg: 'calc(1.9375rem * var(--mantine-scale))',
  xl: 'calc(2.125rem * var(--mantine-scale))',
};

/** The chevron Mantine's NumberInput draws in its steppers (pointing down; turned for up). */
const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/** A value as the NumberInput shows it: its prefix and suffix, its decimals, its thousands separated. */
export function shownNumber(value: number | string | undefined, shape: Shape): string {
  if (value === undefined || value === '') return '';
  // A number given as text (an address's parameter) is shown as the number; other text as it is typed ("12.").
  if (typeof value === 'string') return NUMBER.test(value) ? shownNumber(Number(value), shape) : value;
  const { prefix = '', suffix = '', decimalScale, fixedDecimalScale } = shape;
  let text =
    decimalScale === undefined
      ? String(value)
      : fixedDecimalScale
        ? value.toFixed(decimalScale)
        : String(Number(value.toFixed(decimalScale)));
  const separator = separatorOf(shape);
  if (separator) {
    const [whole, fraction] = text.split('.');
    text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) + (fraction === undefined ? '' : `.${fraction}`);
  }
  return `${prefix}${text}${suffix}`;
}

/** What the NumberInput answers for a text typed: '' when empty, a number when it is one, else the text. */
export function typedNumber(text: string, shape: Shape): number | string {
  const { prefix = '', suffix = '' } = shape;
  let t = text.trim();
  if (prefix && t.startsWith(prefix)) t = t.slice(prefix.length);
  if (suffix && t.endsWith(suffix)) t = t.slice(0, -suffix.length);
  const separator = separatorOf(shape);
  if (separator) t = t.split(separator).join('');
  t = t.trim();
  if (t === '') return '';
  return NUMBER.test(t) ? Number(t) : t;
}

/** `id` is required: the stand-in and the NumberInput share it, so the label names the same input throughout. */
export function LazyNumberInput(props: NumberInputProps & { id: string }) {
  // Never the NumberInput on the server nor in the hydration of a page it drew: they draw the stand-in.
  const drawnByServer = useDrawnByServer();
  const [NumberInput, setNumberInput] = useState<NumberInputComponent | null>(() =>
    drawnByServer ? null : numberInput.loaded(),
  );
  const [arrived, setArrived] = useState<NumberInputComponent | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  useEffect(() => {
    if (NumberInput) return;
    let live = true;
    numberInput.load().then(
      (component) => live && setArrived(() => component),
      // Offline or replaced by a new version: the stand-in stays, and works; the next visit tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  // It takes the stand-in's place once it has arrived and nobody is typing in the stand-in.
  useEffect(() => {
    if (arrived && typing === null && !NumberInput) startTransition(() => setNumberInput(() => arrived));
  }, [arrived, typing, NumberInput]);
  if (NumberInput) return <NumberInput {...props} />;
  return <NumberStandIn {...props} typing={typing} onTyping={setTyping} />;
}

/** The next value of a step up or down from `value`, as the NumberInput's controls step: by `step`, within min and max. */
export function steppedNumber(
  value: number | string | undefined,
  up: boolean,
  {
    step = 1,
    min,
    max,
    startValue = 0,
    decimalScale,
  }: Pick<NumberInputProps, 'step' | 'min' | 'max' | 'startValue' | 'decimalScale'>,
): number {
  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
  const current =
    typeof value === 'number' ? value : typeof value === 'string' && NUMBER.test(value) ? Number(value) : null;
  if (current === null) return clamp(startValue);
  // Rounded to the step's (or the field's) decimals: 0.1 + 0.2 is 0.3 here.
  const decimals = Math.max(decimalScale ?? 0, (String(step).split('.')[1] ?? '').length);
  return clamp(Number((current + (up ? step : -step)).toFixed(decimals)));
}

/**
 * The stand-in: a plain input that shows the value as the NumberInput does, answers what is typed as it does, and has
 * the same two steppers at its right, so nothing appears or moves when the NumberInput takes its place. `typing`: the
 * text while it has the focus (null otherwise), held by LazyNumberInput, which waits for it to be null to swap.
 */
export function NumberStandIn({
  typing,
  onTyping,
  ...props
}: NumberInputProps & { id: string; typing: string | null; onTyping: (text: string | null) => void }) {
  const { id, label, description, error, placeholder, size, style, className, disabled, readOnly, required } = props;
  const { withAsterisk, onChange, onBlur, onFocus, name, value, defaultValue, hideControls, min, max } = props;
  const current = typing === null ? (value ?? defaultValue) : typedNumber(typing, props);
  const step = (up: boolean) => {
    const next = steppedNumber(current, up, props);
    if (typing !== null) onTyping(shownNumber(next, props));
    onChange?.(next);
  };
  // As the NumberInput: no steppers when read only, hidden, or while the text is not a number yet ("12.").
  const steppers =
    hideControls || readOnly || !(typeof current === 'number' || current === '' || current === undefined) ? null : (
      <div className={classes.controls}>
        {([true, false] as const).map((up) => (
          <button
            key={up ? 'up' : 'down'}
            type="button"
            tabIndex={-1}
            aria-hidden
            className={classes.control}
            data-direction={up ? 'up' : 'down'}
            disabled={
              disabled ||
              (typeof current === 'number' &&
                (up ? max !== undefined && current >= max : min !== undefined && current <= min))
            }
            // The focus stays where it is (in the field, when she was typing).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => step(up)}
          >
            <svg viewBox="0 0 15 15" className={classes.chevron} data-direction={up ? 'up' : 'down'} aria-hidden>
              <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
            </svg>
          </button>
        ))}
      </div>
    );
  return (
    <TextInput
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      size={size}
      style={style}
      className={className}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      withAsterisk={withAsterisk}
      inputMode="decimal"
      autoComplete="off"
      rightSection={steppers}
      rightSectionWidth={
        steppers ? STEPPERS_WIDTH[typeof size === 'string' && size in STEPPERS_WIDTH ? size : 'sm'] : undefined
      }
      value={typing ?? shownNumber(value ?? defaultValue, props)}
      onFocus={(e) => {
        onTyping(shownNumber(value ?? defaultValue, props));
        onFocus?.(e);
      }}
      onChange={(e) => {
        const text = e.currentTarget.value;
        onTyping(text);
        onChange?.(typedNumber(text, props));
      }}
      onBlur={(e) => {
        onTyping(null);
        onBlur?.(e);
      }}
    />
  );
}
