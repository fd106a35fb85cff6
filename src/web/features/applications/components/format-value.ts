// Renders a compared value (strings, numbers, lists, {min,max} ranges, {value,label} options, document refs) as text.

/** Display text of a comparison value; '—' when empty. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map(formatValue).join(', ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('min' in o || 'max' in o) return `${formatValue(o.min)}–${formatValue(o.max)}`;
    for (const k of ['label', 'name', 'value']) if (typeof o[k] === 'string') return o[k] as string;
    const parts = Object.values(o).filter((x) => x !== null && x !== undefined && x !== '');
    return parts.length ? parts.map(formatValue).join(', ') : '—';
  }
  return String(v);
}
