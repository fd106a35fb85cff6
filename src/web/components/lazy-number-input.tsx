// A Mantine NumberInput that is drawn at once as a plain input showing the same value, while its own code
// (react-number-format, ~40 KB) is fetched right after the first paint; then the NumberInput takes its place, with the
// same id, label and value. The stand-in is a working input: what is typed there is answered as the NumberInput answers
// it (a number, '' when empty, the text itself while it is not yet a number, e.g. "12."), so a person quicker than the
// fetch (a busy phone) loses nothing. The swap waits while the stand-in has the focus: a new input under the caret
// would move it.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { TextInput, type NumberInputProps } from '@mantine/core';
import { useDrawnByServer } from './until-hydrated';
import { loadOnce } from '../lib/load-once';

type NumberInputComponent = ComponentType<NumberInputProps>;

const numberInput = loadOnce<NumberInputComponent>(() => import('./number-input').then((m) => m.NumberInput));

type Shape = Pick<NumberInputProps, 'prefix' | 'suffix' | 'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale'>;

const separatorOf = ({ thousandSeparator }: Shape): string | null =>
  thousandSeparator === true ? ',' : typeof thousandSeparator === 'string' ? thousandSeparator : null;

const NUMBER = /^-?\d+(\.\d+)?$/;

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

  const { id, label, description, error, placeholder, size, style, className, disabled, readOnly, required } = props;
  const { withAsterisk, onChange, onBlur, onFocus, name, value, defaultValue } = props;
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
      value={typing ?? shownNumber(value ?? defaultValue, props)}
      onFocus={(e) => {
        setTyping(shownNumber(value ?? defaultValue, props));
        onFocus?.(e);
      }}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setTyping(text);
        onChange?.(typedNumber(text, props));
      }}
      onBlur={(e) => {
        setTyping(null);
        onBlur?.(e);
      }}
    />
  );
}
