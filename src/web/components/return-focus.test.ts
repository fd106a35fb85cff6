// @vitest-environment jsdom
// refocus: focus goes back to a dialog's trigger after the close, and stays there if the close's aftermath drops it
// to the body (the keyboard sweep's Counter Offer case); focus a person moved is never taken back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFOCUS_GUARD_MS, refocus } from './return-focus';

describe('refocus', () => {
  let trigger: HTMLButtonElement;
  let other: HTMLButtonElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    document.body.innerHTML = '<button id="t">Counter Offer</button><button id="o">Other</button>';
    trigger = document.getElementById('t') as HTMLButtonElement;
    other = document.getElementById('o') as HTMLButtonElement;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focuses the trigger once the close has been committed', () => {
    refocus(trigger);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(trigger);
  });

  it('puts focus back when the aftermath of the close drops it to the body', () => {
    refocus(trigger);
    vi.advanceTimersByTime(0);
    trigger.blur(); // e.g. the page re-rendering under the navigation that closed the dialog
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(60);
    expect(document.activeElement).toBe(trigger);
  });

  it('never takes back focus a person moved elsewhere, and stops guarding after the guard time', () => {
    refocus(trigger);
    vi.advanceTimersByTime(0);
    other.focus();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(other);
    vi.advanceTimersByTime(REFOCUS_GUARD_MS);
    other.blur();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing for a trigger no longer on the page', () => {
    refocus(trigger);
    trigger.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);
  });
});
