// The job form's Schedule tab: shift, start and end dates (the end on or after the start: the domain's rule), time off.
import { SimpleGrid } from '@mantine/core';
import { SHIFT_TIMES } from '@/domain/profile';
import type { JobFields } from './job-fields';

export function ScheduleTab({ f }: { f: JobFields }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {f.select('schedule.shift_time', 'Shift time', SHIFT_TIMES)}
      {f.cat('start_date', 'schedule.start_date')}
      {f.cat('end_date', 'schedule.end_date')}
      {f.yesNo('schedule.rto', 'Requested time off allowed')}
      {f.tags('schedule.rto_dates', 'Time off dates', 'YYYY-MM-DD, press Enter after each')}
    </SimpleGrid>
  );
}
