// Drafts of long forms (issue 33): what is typed in a form is kept in this browser's local storage under the user, the
// form and the record, restored when the form opens again (after a reload or a dropped connection), and removed when
// the form is sent or its changes are discarded. Built on @mantine/form's values and dirty state: a form whose values
// equal the saved ones keeps no draft. Passwords (and any other key named in `omit`) are never stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGES } from '@/domain/shared';
import { confirmAction } from '../components/confirm-action';

const PREFIX = 'carelink.draft';

/** The storage key of a draft: per user (or 'anonymous' before sign-up), per form and per record ('new' for none). */
export function draftKey(userId: string | null | undefined, form: string, record?: string | null): string {
  return `${PREFIX}:${userId || 'anonymous'}:${form}:${record || 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, a sandboxed frame): the form works without drafts
  }
}

/** The stored draft under `key`, or null. */
export function readDraft<V>(key: string): Partial<V> | null {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<V>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // full or disabled storage: the form keeps working; only the draft is not kept
  }
}

/** Removes the draft under `key` (a form sent by its parent's mutation, after it succeeded). */
export function removeDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored
  }
}

/**
 * Removes every draft whose key starts with `prefix` except `keep`: the drafts of a record's earlier versions (a counter
 * offer typed against an offer that has since changed is not brought back over the new one).
 */
export function removeDraftsExcept(prefix: string, keep: string | null) {
  const s = storage();
  if (!s) return;
  try {
    const stale: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k && k.startsWith(prefix) && k !== keep) stale.push(k);
    }
    for (const k of stale) s.removeItem(k);
  } catch {
    // storage disabled: nothing kept to remove
  }
}

export interface FormDraft {
  /** True from restoring a stored draft until it is discarded or sent. */
  restored: boolean;
  /** Back to the saved values (the form's initial values); the draft is removed. */
  discard: () => void;
  /** After a successful submit: the draft is removed and the values sent become the saved ones. */
  clear: () => void;
  /** Closes at once when nothing changed; else asks first ("Discard unsaved changes?") and closes on Discard. */
  confirmClose: (close: () => void) => void;
}

export interface FormDraftOptions<V> {
  /** Keys never stored (passwords). */
  omit?: readonly (keyof V)[];
}

/**
 * Keeps a draft of `form` under `key` (see draftKey; null keeps none, e.g. while the user is loading) and restores it
 * on mount.
 */
export function useFormDraft<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  key: string | null,
  options: FormDraftOptions<V> = {},
): FormDraft {
  const [restored, setRestored] = useState(false);
  const omit = options.omit ?? [];
  const omitKey = omit.join('|');
  // The first pass after mount (or a new key) restores; saving starts on the next change, so the restore's own
  // render does not remove the draft it is bringing back.
  const restoredFor = useRef<string | null>(null);
  const skipSave = useRef(false);

  useEffect(() => {
    if (!key || restoredFor.current === key) return;
    restoredFor.current = key;
    const stored = readDraft<V>(key);
    if (!stored) return;
    const current = form.getValues();
    const next = { ...current, ...stored };
    for (const k of omit) next[k] = current[k];
    skipSave.current = true;
    form.setValues(next);
    setRestored(true);
    // Only on mount or a new key: the form object changes each render.
  }, [key]);

  const serialised = JSON.stringify(form.getValues());
  useEffect(() => {
    if (!key || restoredFor.current !== key) return;
    // The commit that restored: the restored values render next, and are saved from there.
    if (skipSave.current) return void (skipSave.current = false);
    if (!form.isDirty()) return removeDraft(key);
    const kept: Record<string, unknown> = { ...form.getValues() };
    for (const k of omitKey ? omitKey.split('|') : []) delete kept[k];
    writeDraft(key, kept);
    // The values are compared by their serialised form.
  }, [key, serialised, omitKey]);

  const discard = useCallback(() => {
    if (key) removeDraft(key);
    form.reset();
    setRestored(false);
  }, [form, key]);

  const clear = useCallback(() => {
    if (key) removeDraft(key);
    form.resetDirty();
    setRestored(false);
  }, [form, key]);

  // One question at a time, and none for a form that has gone: a second Escape pressed while the question was still
  // opening (its code loads on first use) asked again, and a question that opened after its form had closed was left
  // on the page with nothing to discard (CI's keyboard sweep, under load).
  const asking = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const confirmClose = useCallback(
    (close: () => void) => {
      if (!form.isDirty()) {
        if (key) removeDraft(key);
        return close();
      }
      if (asking.current) return;
      asking.current = true;
      confirmAction({
        title: MESSAGES.drafts.confirmTitle,
        message: MESSAGES.drafts.confirmText,
        confirmLabel: MESSAGES.drafts.confirmLabel,
        cancelLabel: MESSAGES.drafts.keepEditing,
        onConfirm: () => {
          if (key) removeDraft(key);
          close();
        },
        onSettled: () => {
          asking.current = false;
        },
        stale: () => !mounted.current,
      });
    },
    [form, key],
  );

  return { restored, discard, clear, confirmClose };
}
