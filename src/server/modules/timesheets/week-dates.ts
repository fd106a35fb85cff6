// Calendar arithmetic on YYYY-MM-DD dates the pay engine's time module does not export.

/** Whole days from a to b (both YYYY-MM-DD). */
export const daysBetweenDates = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
