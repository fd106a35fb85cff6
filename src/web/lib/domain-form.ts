// The one form hook (docs/decisions/0049-one-form-hook.md): @mantine/form validated by the domain's zod schema
// (formRefusals: the first message per field, in the order zod found them, as the server answers; the domain's error map
// answers for a rule without its own sentence), a draft of what was typed and the same "Discard unsaved changes?"
// everywhere (form-draft.ts). The parity test sends what a form's check accepts and refuses to the route it posts to
// (src/cross-surface/forms-parity.test.ts). Every form of src/web is built here (eslint-rules/one-form-hook.js): a form
// with a File field (its domain schema holds the file rules: documentUploadInput, verifyWorkRecordInput) and a form
// whose submit drives the URL rather than a request (the job filters) are the same hook with their own handler.
import { useEffect, useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { domainFormErrors, type DomainFormCheck } from './domain-form-check';
import { useFormDraft, type FormDraft } from './form-draft';
import { isLazySchema, type LazySchema } from './lazy-schema';
import { useHistoryAddress } from './navigate-here';

export interface DomainFormOptions<V> extends DomainFormCheck<V> {
  /** Keep a draft of what is typed under this key (form-draft.ts draftKey); null or absent keeps none (a form with a
   * File field keeps none: a file cannot be stored). */
  draft?: string | null;
  /** Keys never kept in the draft (passwords). */
  omit?: readonly (keyof V)[];
}

export type DomainForm<V> = UseFormReturnType<V> & {
  /** The form's draft: restored notice, discard, and the guarded close ("Discard unsaved changes?"). */
  draft: FormDraft;
  /**
   * Sets `patch` and submits at once, checked like any submit: a form sent by the choice itself (a file picked in an
   * upload form). The handler gets the values with the patch.
   */
  submitWith: (patch: Partial<V>, handler: (values: V) => unknown) => void;
};

/**
 * `useForm` over `initialValues`, validated by `schema` on submit (and per field once it has an error), with the
 * options' payload, field mapping, rules and draft. A first view's form may pass a lazySchema (lazy-schema.ts).
 */
export function useDomainForm<V extends Record<string, unknown>>(
  schema: z.ZodType | LazySchema,
  initialValues: V,
  options: DomainFormOptions<V> = {},
): DomainForm<V> {
  const lazy = isLazySchema(schema) ? schema : null;
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    // A lazy schema is fetched when the form is first edited: a page that shows a form (a card on a journey, a search
    // box) pays nothing for its checks until someone writes in it, and by the submit it is here (else the submit waits).
    onValuesChange: lazy ? () => void (lazy.loaded ?? lazy.load().catch(() => {})) : undefined,
    validate: (values) => {
      const s = lazy ? lazy.loaded : (schema as z.ZodType);
      // A lazy schema not here (its fetch failed): the server checks the payload (see lazy-schema.ts).
      return s ? domainFormErrors(s, values, options) : (options.rules?.(values) ?? {});
    },
    clearInputErrorOnChange: true,
  });
  const draft = useFormDraft(form, options.draft ?? null, { omit: options.omit });
  const checkedSubmit = form.onSubmit;
  // Whether the form is still on screen, and the page still where the submit was pressed: a submit that waited for its
  // schema is not made once the person has left it, nor while her navigation elsewhere is still loading (she opened a
  // job from the list while the search waited: the search must not take her back; lib/navigate-here.tsx).
  const historyAddress = useHistoryAddress();
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  // A submit made before a lazy schema is here waits for it (or for its fetch to fail), then is checked as any other.
  const onSubmit: typeof form.onSubmit = (handler, onError) => (event) => {
    if (!lazy || lazy.loaded) return checkedSubmit(handler, onError)(event);
    event?.preventDefault();
    const pressedAt = historyAddress();
    const submit = () => {
      if (onScreen.current && historyAddress() === pressedAt) checkedSubmit(handler, onError)(event);
    };
    lazy.load().then(submit, submit);
  };
  // setValues updates the form's values at once (its ref), so the submit after it checks and sends them.
  const submitWith = (patch: Partial<V>, handler: (values: V) => unknown) => {
    form.setValues(patch);
    onSubmit((values) => void handler(values))();
  };
  return Object.assign(form, { draft, submitWith, onSubmit });
}
