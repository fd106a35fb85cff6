// The job form's Basics tab: title, ids, profession and specialty, type, terms, recruiter, auto offer, description.
import { SimpleGrid, Textarea } from '@mantine/core';
import { EMPLOYMENT_TERMS, PROFESSIONS, SPECIALTIES_BY_PROFESSION, WORKER_TYPES } from '@/domain/profile';
import type { JobFields } from './job-fields';

export function BasicsTab({ f, recruiters }: { f: JobFields; recruiters: { value: string; label: string }[] }) {
  const profession = f.v('profession') as string | undefined;
  const specialties =
    (profession && SPECIALTIES_BY_PROFESSION[profession as keyof typeof SPECIALTIES_BY_PROFESSION]) || [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.text('title', 'Job title', { required: true })}
        {f.text('job_id', 'Your job id', { description: 'Your own reference; defaults to the product job id.' })}
        {f.cat('profession', 'profession', { data: PROFESSIONS, required: true })}
        {f.cat('specialty', 'specialty', { data: [...specialties] })}
        {f.cat('type', 'type', { data: WORKER_TYPES })}
        {f.cat('terms', 'terms', { data: EMPLOYMENT_TERMS })}
        {f.select('recruiter_id', 'Recruiter', recruiters)}
        {f.bool('requirements.auto_offer', 'Auto offer when a worker applies')}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Description"
        autosize
        minRows={4}
        value={(f.v('description') as string) ?? ''}
        onChange={(e) => f.set('description')(e.currentTarget.value)}
        error={f.err('description')}
      />
    </>
  );
}
