// The job form's Requirements tab: licences, certifications, experience and the documents a worker must have.
import { SimpleGrid } from '@mantine/core';
import { isPharmacyProfession } from '@/domain/profile';
import type { JobFields } from './job-fields';

export function RequirementsTab({ f }: { f: JobFields }) {
  const profession = f.v('profession') as string | undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {f.cat('professional_licensure', 'requirements.professional_licensure', { multiple: true })}
        {/* Certifications (the profession's), classification, EMR and vaccinations: the domain's lists. */}
        {f.cat('certifications', 'requirements.certifications')}
        {f.cat('classification', 'requirements.classification')}
        {f.cat('emr', 'requirements.emr')}
        {f.cat('vaccinations', 'requirements.vaccinations')}
        {f.cat('experience', 'requirements.experience_years')}
        {f.num('requirements.number_of_references', 'Number of references')}
        {f.cat('patient_ratio', 'requirements.patient_ratio_max')}
        {f.cat('floating', 'requirements.floating_required')}
        {f.cat('block_scheduling', 'requirements.block_scheduling')}
        {f.cat('on_call', 'requirements.on_call')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        {isPharmacyProfession(profession) && f.bool('requirements.nabp_id', 'NABP e-Profile ID required')}
        {f.bool('requirements.resume_required', 'Resume required')}
        {f.bool('requirements.skills_checklist_required', 'Skills checklist required')}
        {f.bool('requirements.driver_license', "Driver's license required")}
        {f.bool('requirements.diploma', 'Diploma required')}
        {f.bool('requirements.other_documents', 'Other documents required')}
      </SimpleGrid>
    </>
  );
}
