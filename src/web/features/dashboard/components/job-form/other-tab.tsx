// The job form's Benefits and notes tab: benefits, VMS / MSP, scrub color and the field notes shown to workers.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { JOB_FILLING_MESSAGES } from '@/domain/jobs';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import type { JobFields } from './job-fields';

export function OtherTab({ f }: { f: JobFields }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.cat('benefits', 'benefits')}
        {f.cat('vms_msp', 'vms_msp')}
        {f.cat('scrub_color', 'other_details.scrub_color')}
      </SimpleGrid>
      {/* When the job closes on its own (issue 42): after this many placements are Working or Done, unless kept open. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        {f.num('filling.openings', JOB_FILLING_MESSAGES.openings)}
        {f.bool('filling.keep_open_when_filled', JOB_FILLING_MESSAGES.keepOpen)}
      </SimpleGrid>
      <Text fw={600} mt="md">
        {DASHBOARD_MESSAGES.jobForm.fieldNotes}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs">
          {f.note('emr', 'EMR notes')}
          {f.bool('field_notes.emr.isActive', 'Show EMR notes')}
        </Stack>
        <Stack gap="xs">
          {f.note('float_requirement', 'Float requirement notes')}
          {f.bool('field_notes.float_requirement.isActive', 'Show float requirement notes')}
        </Stack>
      </SimpleGrid>
    </>
  );
}
