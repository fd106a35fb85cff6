// Code fetched once, when first wanted: the lazy parts of a page share it (a form's schema, lib/lazy-schema.ts; a
// dialog, components/lazy-dialog.tsx; a Select or a number field drawn as a stand-in first, lazy-select.tsx and
// lazy-number-input.tsx). `load()` starts the fetch or joins the one under way; `loaded()` answers what it fetched, or
// null until then. A failed fetch (offline, or a new version replaced the file) is forgotten: the next `load()` asks again.
export interface LoadOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | null;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= fetch().then(
        (v) => (value = v),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
