// A Mantine Select that is drawn at once as the input it shows, while its own code (Combobox, Popover with @floating-ui,
// ScrollArea; ~40 KB gzipped) is fetched right after the first paint; then the Select takes its place, with the same
// id, label and value, and the focus if the input had it. Until then the input is read-only; a press that would open
// the list (a click, Enter, Space, an arrow key) is kept, and the Select opens its list when it arrives, so a person
// quicker than the fetch (a busy phone) is not ignored.
import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDrawnByServer } from './until-hydrated';
import { loadOnce } from '../lib/load-once';

type SelectComponent = ComponentType<SelectProps>;

const select = loadOnce<SelectComponent>(() => import('./select').then((m) => m.Select));

/** The label of the chosen option, as the Select shows it while no search text is typed. */
function chosenLabel({ data, value }: SelectProps): string {
  if (value == null || !Array.isArray(data)) return '';
  for (const option of data as (string | ComboboxItem)[]) {
    if (typeof option === 'string') {
      if (option === value) return option;
    } else if ('value' in option && option.value === value) return option.label;
  }
  return '';
}

/** The keys that open a Select's list (Mantine's Combobox). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** `id` is required: the stand-in and the Select share it, so the label names the same input throughout. */
export function LazySelect(props: SelectProps & { id: string }) {
  // Never the Select on the server nor in the hydration of a page it drew, even when its code is loaded there: they
  // draw the stand-in, and React does not patch what the hydration finds different (use-board-dnd-layer.ts).
  const drawnByServer = useDrawnByServer();
  const [Select, setSelect] = useState<SelectComponent | null>(() => (drawnByServer ? null : select.loaded()));
  const [refocus, setRefocus] = useState(false);
  // Asked to open before the Select arrived: it opens its list when it does.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (Select) return;
    let live = true;
    select.load().then(
      (component) => {
        if (!live) return;
        // In a transition: the Select (Combobox, Popover) is drawn in slices, not in one task of the fetch's answer.
        startTransition(() => {
          setRefocus(document.activeElement?.id === props.id);
          setSelect(() => component);
        });
      },
      // Offline or replaced by a new version: the input stays as it is; the next visit tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (Select && refocus) document.getElementById(props.id)?.focus({ preventScroll: true });
  }, [Select, refocus]);
  if (Select) return <Select {...props} defaultDropdownOpened={asked || props.defaultDropdownOpened} />;

  const { id, label, placeholder, description, error, size, style, className, disabled, searchValue, searchable } =
    props;
  return (
    <InputBase
      id={id}
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      size={size}
      style={style}
      className={className}
      disabled={disabled}
      value={(searchable ? searchValue : undefined) || chosenLabel(props)}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      onClick={disabled ? undefined : () => setAsked(true)}
      onKeyDown={(e) => {
        if (!disabled && OPENING_KEYS.has(e.key)) {
          e.preventDefault();
          setAsked(true);
        }
      }}
    />
  );
}
