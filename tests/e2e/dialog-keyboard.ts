// The keyboard checks of one dialog, used by keyboard-dialogs.spec.ts (not a spec itself). Each check answers the
// problems it
// found (empty when fine), so a spec can also assert that a broken dialog IS caught.
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { EXPECT_TIMEOUT } from './timeouts';

/**
 * Resolves once the page has run every timer it had set with no delay: a setTimeout(0) set now runs after every
 * setTimeout(0) set before it (HTML: timers of equal timeout run in the order they were set).
 *
 * Mantine's focus trap (use-focus-trap) moves focus from such timers: it places a dialog's first focus 0 ms after the
 * dialog mounts (its ref and its effect each set one), and a Tab on an input with parts of its own (a date) is left to
 * the browser and checked 0 ms later (scope-tab): if focus is then neither on that input nor on the element the trap
 * expected next, the trap moves it to that element. Chromium runs input events and DevTools commands before timers, so
 * with keys sent back to back a check ran up to 40 key presses after its Tab (measured on a loaded machine), found
 * focus elsewhere, and put it on the element next to the date as of that old Tab: CI's failures, focus on the dialog's
 * Cancel with no part of the date set, or on its Close with some parts set. A person's keys come tens of
 * milliseconds apart with the page idle in between, so each check runs before the next key: `press` does the same.
 */
export const settleTimers = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));

/** Presses `key`, then lets the page finish handling it (its focus trap's check included) before anything else. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await settleTimers(page);
}

/** The dialog: a locator, or (faster: no role/name lookup per call) its element handle. */
export type Scope = Locator | ElementHandle<Element>;

/** Where the keyboard focus is, relative to `scope` (the dialog). */
export interface FocusInfo {
  /** A stable number per element (kept in a WeakMap in the page), to count distinct stops. */
  id: number;
  inside: boolean;
  /** What kind of form field it is; 'other' for buttons, links and the like. */
  kind: 'text' | 'date' | 'picker' | 'select' | 'radio' | 'checkbox' | 'switch-off' | 'file' | 'other' | 'none';
  expanded: boolean;
  describe: string;
}

export async function focusInfo(scope: Scope): Promise<FocusInfo> {
  return (scope as Locator).evaluate((root: Element) => {
    const w = window as unknown as { __kbIds?: WeakMap<Element, number>; __kbNext?: number };
    w.__kbIds ??= new WeakMap();
    w.__kbNext ??= 0;
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body || a === document.documentElement) {
      return {
        id: 0,
        inside: false,
        kind: 'none' as const,
        expanded: false,
        describe: a ? a.tagName.toLowerCase() : 'nothing',
      };
    }
    let id = w.__kbIds.get(a);
    if (id === undefined) w.__kbIds.set(a, (id = ++w.__kbNext));
    const input = a as HTMLInputElement;
    const type = (a.getAttribute('type') ?? 'text').toLowerCase();
    let kind: FocusInfo['kind'] = 'other';
    if (a.tagName === 'TEXTAREA') kind = input.readOnly ? 'other' : 'text';
    else if (a.tagName === 'SELECT') kind = 'select';
    else if (a.tagName === 'INPUT') {
      if (['text', 'search', 'email', 'url', 'tel', 'number', 'password'].includes(type))
        kind = input.readOnly
          ? a.getAttribute('aria-haspopup') || a.getAttribute('role') === 'combobox'
            ? 'picker'
            : 'other'
          : 'text';
      else if (type === 'date') kind = 'date';
      else if (type === 'radio') kind = 'radio';
      else if (type === 'file') kind = 'file';
      // A switch may save as soon as it is turned on (No Guaranteed Hours): these checks only ever turn one off.
      else if (type === 'checkbox')
        kind = a.getAttribute('role') !== 'switch' ? 'checkbox' : input.checked ? 'switch-off' : 'other';
    }
    const label = a.getAttribute('aria-label') ?? (input.labels?.[0]?.textContent || a.textContent || '').trim();
    return {
      id,
      inside: root.contains(a),
      kind,
      expanded: a.getAttribute('aria-expanded') === 'true',
      describe: `${a.tagName.toLowerCase()}${a.getAttribute('type') ? `[type=${a.getAttribute('type')}]` : ''} "${label.slice(0, 40)}"`,
    };
  });
}

/**
 * Tab `presses` times, then Shift+Tab `presses` times; focus must stay inside `dialog` at every stop. Every
 * focus move is recorded in the page (focusin / focusout events), including any the focus trap makes between two keys.
 */
export async function checkFocusTrap(page: Page, dialogLocator: Locator, presses = 15): Promise<string[]> {
  const dialog = (await dialogLocator.elementHandle())!;
  await dialog.evaluate((root) => {
    const w = window as unknown as {
      __kbLog: { inside: boolean; what: string; key: number }[];
      __kbStop?: () => void;
      __kbKey: number;
    };
    w.__kbStop?.();
    w.__kbLog = [];
    w.__kbKey = 0;
    const what = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    const onIn = (e: FocusEvent) =>
      w.__kbLog.push({ inside: root.contains(e.target as Node), what: what(e.target as Element), key: w.__kbKey });
    // Focus leaving the document (past the last element of an untrapped page) only shows as a focusout.
    const onOut = (e: FocusEvent) => {
      if (!e.relatedTarget) w.__kbLog.push({ inside: false, what: 'nothing (focus left the page)', key: w.__kbKey });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') w.__kbKey++;
    };
    document.addEventListener('focusin', onIn, true);
    document.addEventListener('focusout', onOut, true);
    document.addEventListener('keydown', onKey, true);
    w.__kbStop = () => {
      document.removeEventListener('focusin', onIn, true);
      document.removeEventListener('focusout', onOut, true);
      document.removeEventListener('keydown', onKey, true);
    };
  });
  for (let i = 0; i < presses; i++) await press(page, 'Tab');
  for (let i = 0; i < presses; i++) await press(page, 'Shift+Tab');
  const { log, stops, insideNow } = await dialog.evaluate((root) => {
    const w = window as unknown as { __kbLog: { inside: boolean; what: string; key: number }[]; __kbStop?: () => void };
    w.__kbStop?.();
    const stops = root.querySelectorAll(
      'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])',
    ).length;
    return { log: w.__kbLog, stops, insideNow: root.contains(document.activeElement) };
  });
  const out = log.find((e) => !e.inside);
  if (out) {
    const key = out.key <= presses ? `Tab #${out.key}` : `Shift+Tab #${out.key - presses}`;
    return [`focus left the dialog after ${key} (now on ${out.what})`];
  }
  if (!insideNow) return ['focus is not inside the dialog after Tab / Shift+Tab'];
  // A dialog with several tab stops must have moved between them.
  const moved = new Set(log.map((e) => e.what)).size;
  if (stops > 1 && moved < 1) return [`Tab never moved focus between the dialog's ${stops} focusable elements`];
  return [];
}

const PRIORITY: FocusInfo['kind'][] = ['text', 'date', 'picker', 'select', 'radio', 'checkbox', 'switch-off', 'file'];

/** A snapshot of every form value in the dialog, to see whether a key press changed anything. */
const formState = (dialog: Scope) =>
  (dialog as Locator).evaluate((root: Element) =>
    JSON.stringify(
      [...root.querySelectorAll('input, select, textarea')].map((e) => {
        const i = e as HTMLInputElement;
        return [i.value, i.checked];
      }),
    ),
  );

/**
 * Tabs (inside the trap) to the dialog's first form field of the best kind — a text box, else a date,
 * a pick list, a native select, a radio group, a checkbox, a switch that is on — and changes it with the
 * keyboard only (Escape then discards the change: no dialog saves on Escape).
 * Answers what was changed, or a problem.
 */
export async function typeIntoField(
  page: Page,
  dialogLocator: Locator,
): Promise<{ problems: string[]; field?: string }> {
  const dialog = (await dialogLocator.elementHandle())!;
  // One lap of the tab cycle, remembering the first field of each kind.
  // (Tab also steps through the month / day / year parts of a date input: the same element several times in a row.)
  const lap: FocusInfo[] = [];
  for (let i = 0; i < 80; i++) {
    await press(page, 'Tab');
    const f = await focusInfo(dialog);
    if (!f.inside) return { problems: [`focus left the dialog while looking for a field (now on ${f.describe})`] };
    if (lap.at(-1)?.id === f.id) continue;
    if (lap.some((x) => x.id === f.id)) break;
    lap.push(f);
  }
  const target = PRIORITY.map((k) => lap.find((f) => f.kind === k)).find(Boolean);
  if (!target)
    return { problems: [`no form field is reachable with Tab (stops: ${lap.map((f) => f.describe).join(', ')})`] };
  // A file input opens the system's file picker: being reachable with Tab is all a browser test can show.
  if (target.kind === 'file')
    return { problems: [], field: `${target.describe} (reachable with Tab; a file input is not typed into)` };
  // Arrive from the element before it, so a date input is entered at its first part.
  let previous = (await focusInfo(dialog)).id;
  for (let i = 0; i < 80; i++) {
    await press(page, 'Tab');
    const id = (await focusInfo(dialog)).id;
    if (id === target.id && previous !== target.id) break;
    previous = id;
  }
  const before = await formState(dialog);
  switch (target.kind) {
    case 'text':
      await page.keyboard.type('a1');
      await settleTimers(page);
      break;
    case 'date':
      // Each part of the date (month, day, year) is stepped with ArrowUp; ArrowLeft first reaches the first part and
      // ArrowRight moves to the next one. Typed digits depend on timing (Chromium ends a part's typeahead when a second
      // passes between two keys), and Tab between the parts depends on which part focus arrived on: a date input
      // focused by the trap's script can come back on the part it was left on, the year, so Tab would leave the field
      // with the date incomplete.
      for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowUp']) {
        await press(page, key);
      }
      break;
    case 'picker':
      await press(page, 'ArrowDown');
      await press(page, 'ArrowDown');
      await press(page, 'Enter');
      break;
    case 'select':
      await press(page, 'ArrowDown');
      break;
    case 'radio':
      await press(page, 'ArrowRight');
      break;
    default:
      await press(page, 'Space');
  }
  // Every key above was handled in full (press: its events, the re-render they caused, the trap's timers): the form
  // shows its new values now.
  const after = await formState(dialog);
  if (before !== after) return { problems: [], field: target.describe };
  // Where the keys went, so that a rare failure shows its cause: the focused element, and for a date whether some of
  // its parts were filled (badInput: a part set, the date incomplete) or none.
  const now = await focusInfo(dialog);
  const partly =
    target.kind === 'date'
      ? await (dialog as unknown as Locator).evaluate((root, id) => {
          const w = window as unknown as { __kbIds: WeakMap<Element, number> };
          const input = [...root.querySelectorAll('input')].find((e) => w.__kbIds.get(e) === id);
          return input ? `; its value "${input.value}", parts filled but incomplete: ${input.validity.badInput}` : '';
        }, target.id)
      : '';
  return {
    problems: [`${target.describe} did not change with the keyboard (focus now on ${now.describe}${partly})`],
    field: target.describe,
  };
}

/**
 * Escape closes the dialog. An open pick list inside it is closed by the first Escape (and must leave the
 * dialog open); the next Escape closes the dialog.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<string[]> {
  // A "Discard unsaved changes?" of the previous row still fading out is not this dialog's question: it is gone first.
  const confirm = page.getByRole('dialog', { name: MESSAGES.drafts.confirmTitle });
  await confirm.first().waitFor({ state: 'detached' });
  const f = await focusInfo(dialog);
  // An expanded list inside the dialog closes first; an expanded element outside it is the trigger of a non-modal
  // popover (focus stays there), whose Escape closes the popover itself.
  if (f.expanded && f.inside) {
    await press(page, 'Escape');
    await page.waitForTimeout(100);
    if (!(await dialog.isVisible())) return [`Escape on an open list (${f.describe}) closed the whole dialog`];
  }
  await press(page, 'Escape');
  // A form with unsaved changes asks first (issue 33): the keyboard user confirms "Discard changes" with Enter.
  for (let i = 0; i < 30 && (await dialog.count()) > 0 && !(await confirm.isVisible()); i++)
    await page.waitForTimeout(100);
  if (await confirm.isVisible()) {
    // As a person does: once the question has taken focus (its focus trap places it, on a timer), go to the button.
    await expect
      .poll(() => confirm.evaluate((box) => box.contains(document.activeElement)), {
        message: 'focus moves into "Discard unsaved changes?"',
      })
      .toBe(true);
    await confirm.getByRole('button', { name: MESSAGES.drafts.confirmLabel }).focus();
    await press(page, 'Enter');
  }
  // How long a dialog may take to go before the check says Escape did not close it: a bound the check needs (a dialog
  // that stays would otherwise hold the test until its own timeout, with no finding), Playwright's expect timeout
  // (tests/e2e/timeouts.ts): 3 s was passed on a machine half as fast as usual (issue 46).
  try {
    await dialog.waitFor({ state: 'detached', timeout: EXPECT_TIMEOUT });
  } catch {
    return ['Escape did not close the dialog'];
  }
  // The question, if asked, has finished closing too: the next row starts with no dialog on the page.
  await confirm.first().waitFor({ state: 'detached' });
  return [];
}
