// The job form's Basics tab: title, ids, profession and specialty, type, terms, recruiter, auto offer, description.
import { SimpleGrid, Textarea } from '@mantine/core';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import type { JobFields } from './job-fields';

export function BasicsTab({ f, recruiters }: { f: JobFields; recruiters: { value: string; label: string }[] }) {
  // Profession, specialty (the profession's), type and terms are chosen from the domain's lists (job-choices.ts).
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.text('title', 'Job title', { required: true, first: true })}
        {f.text('job_id', 'Your job id', { description: DASHBOARD_MESSAGES.jobForm.jobIdHint })}
        {f.cat('profession', 'profession', { required: true })}
        {f.cat('specialty', 'specialty')}
        {f.cat('type', 'type')}
        {f.cat('terms', 'terms')}
        {f.select('recruiter_id', 'Recruiter', recruiters)}
        {f.bool('requirements.auto_offer', 'Auto offer when a worker applies')}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={DASHBOARD_MESSAGES.jobForm.description}
        autosize
        minRows={4}
        value={(f.v('description') as string) ?? ''}
        onChange={(e) => f.set('description')(e.currentTarget.value)}
        error={f.err('description')}
      />
    </>
  );
}
