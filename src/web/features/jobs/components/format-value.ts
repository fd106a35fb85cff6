// How a compared value reads on screen: lists joined, yes/no as Yes/No, ranges, money, hours (60+), dates.
import { formatDate, formatHoursPerWeek, formatHoursRange, formatMoney } from '@/domain/shared';
import { isYes, toTextList } from '@/domain/jobs';

const MONEY_KEYS = new Set([
  'feels_like_hourly',
  'min_weekly_pay',
  'taxable_weekly',
  'non_taxable_weekly',
  'hourly_rate',
  'overtime_rate',
  'on_call_rate',
  'call_back_rate',
  'orientation_rate',
]);
const HOURS_KEYS = new Set(['hours_per_week', 'guaranteed_hours']);
const DATE_KEYS = new Set(['start_date', 'end_date']);
const DOC_KEYS = new Set([
  'resume',
  'skills_checklist',
  'driver_license',
  'diploma',
  'other_documents',
  'nabp_id',
  'auto_offer',
]);

const isRange = (v: unknown): v is { min?: number; max?: number } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && ('min' in v || 'max' in v);

/** A comparison value as text; '' when there is nothing to show. */
export function formatCompared(key: string, value: unknown, side: 'job' | 'worker'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean')
    return DOC_KEYS.has(key) && side === 'job' ? (value ? 'Required' : 'Not required') : value ? 'Yes' : 'No';
  if (isRange(value)) {
    if (HOURS_KEYS.has(key)) return formatHoursRange(value);
    if (MONEY_KEYS.has(key))
      return [value.min, value.max]
        .filter((n) => typeof n === 'number')
        .map((n) => formatMoney(n))
        .join(' - ');
    return value.min === value.max ? String(value.min ?? '') : `${value.min ?? ''} - ${value.max ?? ''}`;
  }
  if (typeof value === 'number') {
    if (HOURS_KEYS.has(key)) return formatHoursPerWeek(value);
    if (MONEY_KEYS.has(key)) return formatMoney(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value === 'asap') return 'As soon as possible';
    return DATE_KEYS.has(key) ? formatDate(value) || value : value;
  }
  if (!Array.isArray(value) && typeof value === 'object' && 'value' in value) return isYes(value) ? 'Yes' : 'No';
  if (Array.isArray(value) && value.length === 0) return '';
  if (key === 'rto_dates' && Array.isArray(value)) return value.map((d) => formatDate(String(d))).join(', ');
  if (key === 'references' && Array.isArray(value)) return `${value.length} on file`;
  return toTextList(value).join(', ');
}
