// A form's domain schema fetched after the page has painted, for the forms of a first view (the job board's search
// box, the login form): building a zod schema needs zod (~30 KB compressed) before the page can run, and these forms
// check only when submitted. The one form hook (domain-form.ts) takes one in place of a schema: it starts the fetch
// when the form is first edited, checks with the schema once it is here, and a submit made before waits for it. If it
// cannot be fetched (offline) the submit goes out unchecked: the server checks the same payload with the same schema
// and its refusal shows on the form, as any refusal of the server's does.
import type { z } from 'zod';
import { loadOnce } from './load-once';

export interface LazySchema {
  /** The schema once fetched, else null. */
  readonly loaded: z.ZodType | null;
  /** Fetches it (once; again after a failure). */
  load: () => Promise<z.ZodType>;
}

/** `fetch` as a form's schema, e.g. `lazySchema(() => import('@/domain/jobs/search-schema').then((m) => m.jobSearchQuery))`. */
export function lazySchema(fetch: () => Promise<z.ZodType>): LazySchema {
  const once = loadOnce(fetch);
  return {
    get loaded() {
      return once.loaded();
    },
    load: once.load,
  };
}

export const isLazySchema = (s: z.ZodType | LazySchema): s is LazySchema =>
  'load' in s && typeof (s as LazySchema).load === 'function';
