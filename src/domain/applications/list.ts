// A status list's sort orders and page size: plain values without zod, so the web app's first view of
// /application/{status} does not load the schema library (schemas/application-views.ts re-exports them).

/** Sort orders of a status list (by when the application entered its status). */
export const APPLICATION_LIST_SORTS = ['newest', 'oldest'] as const;

/** Labels of the sort orders. */
export const APPLICATION_LIST_SORT_LABELS: Record<(typeof APPLICATION_LIST_SORTS)[number], string> = {
  newest: 'Newest in status first',
  oldest: 'Longest in status first',
};

/** Page size of a status list (the server caps it at 50). */
export const APPLICATION_PAGE_SIZE = 20;

/** Cards per column page of the pipeline board. */
export const BOARD_PAGE_SIZE = 10;
