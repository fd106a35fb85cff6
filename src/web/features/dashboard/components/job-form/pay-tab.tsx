// The job form's Pay and hours tab: the pay inputs from the catalogue, and the figures the one pay model derives from
// them (read-only, following every keystroke).
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { payBreakdown } from '@/domain/offers';
import { formatMoney } from '@/domain/shared';
import { fieldLabel } from '@/domain/fields';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import type { Draft } from '../job-form-state';
import type { JobFields } from './job-fields';

const M = DASHBOARD_MESSAGES.jobForm;

export function PayTab({ f }: { f: JobFields }) {
  const pay = payBreakdown(
    f.v('pay') as Draft | undefined,
    f.v('hours.hours_per_week'),
    f.v('schedule.start_date') as string | undefined,
  );
  const otMin = pay.overtimeMinimum;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.cat('hourly_rate', 'pay.hourly_rate', { required: true })}
        {f.cat('hours_per_week', 'hours.hours_per_week', { required: true })}
        <TextInput
          label={fieldLabel('taxable_weekly')}
          readOnly
          value={formatMoney(pay.taxableWeekly)}
          description={M.taxableWeeklyHint}
        />
        {f.cat('non_taxable_weekly', 'pay.non_taxable_weekly')}
        <TextInput label={M.weeklyPay} readOnly value={formatMoney(pay.weeklyTotal)} description={M.weeklyPayHint} />
        <TextInput
          label={M.feelsLike}
          readOnly
          value={formatMoney(pay.feelsLikeHourly)}
          description={M.feelsLikeHint}
        />
        {f.cat('pay_frequency', 'pay.pay_frequency')}
        {f.cat('bonuses', 'pay.bonuses')}
        {f.cat('overtime_rate', 'pay.overtime_rate', {
          description: otMin ? M.overtimeMinimum(formatMoney(otMin)) : undefined,
        })}
        {f.cat('on_call_rate', 'pay.on_call_rate')}
        {f.cat('call_back_rate', 'pay.call_back_rate')}
        {f.cat('orientation_rate', 'pay.orientation_rate')}
        {f.cat('hours_per_shift', 'hours.hours_per_shift')}
        {f.cat('shifts_per_week', 'hours.shifts_per_week')}
        {f.cat('weeks_per_contract', 'hours.weeks_per_contract')}
        {f.cat('guaranteed_hours', 'hours.guaranteed_hours_per_week')}
      </SimpleGrid>
      {pay.stipendFlag && (
        <Alert mt="sm" color="yellow" role="status">
          {M.stipendFlag(pay.stipendFlag)}
        </Alert>
      )}
    </>
  );
}
