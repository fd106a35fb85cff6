// The job form's Location tab: where the job is, the facility, its setting and policies.
import { SimpleGrid } from '@mantine/core';
import type { JobFields } from './job-fields';

export function LocationTab({ f }: { f: JobFields }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {f.cat('state', 'location.state')}
      {f.cat('city', 'location.city')}
      {f.cat('address', 'location.address')}
      {f.cat('facility', 'location.facility')}
      {f.cat('facility_parent_system', 'location.facility_parent_system')}
      {f.cat('clinical_setting', 'location.clinical_setting')}
      {f.cat('shift_cancellation', 'location.facility_shift_cancellation_policy')}
      {f.cat('contract_termination', 'location.contract_termination_policy')}
      {f.cat('distance', 'location.miles_from_facility')}
      {f.cat('holidays', 'location.holidays', { multiple: true })}
    </SimpleGrid>
  );
}
