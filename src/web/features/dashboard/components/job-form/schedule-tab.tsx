// The job form's Schedule tab: shift, start and end dates (the end on or after the start: the domain's rule), time off.
import { SimpleGrid } from '@mantine/core';
import type { JobFields } from './job-fields';

export function ScheduleTab({ f }: { f: JobFields }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {f.cat('shift_time', 'schedule.shift_time')}
      {f.cat('start_date', 'schedule.start_date')}
      {f.cat('end_date', 'schedule.end_date')}
      {f.cat('rto', 'schedule.rto')}
      {f.cat('rto_dates', 'schedule.rto_dates', { multiple: true })}
    </SimpleGrid>
  );
}
