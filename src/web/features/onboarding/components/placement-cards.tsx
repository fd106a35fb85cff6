// A placement's cards on the worker's journey (/work-journey/onboarding, issue 31): its contract to sign, its
// checklist and its references. One module, loaded only when an application in Onboarding is shown: their forms,
// signature pad and uploads are no part of the journey's first view otherwise.
import { Stack } from '@mantine/core';
import { ChecklistCard } from './checklist-card';
import { ContractCard } from './contract-card';
import { ReferencesCard } from './references-card';

export function PlacementCards({ applicationId }: { applicationId: string }) {
  return (
    <Stack gap="xs">
      <ContractCard applicationId={applicationId} />
      <ChecklistCard applicationId={applicationId} side="worker" />
      <ReferencesCard applicationId={applicationId} />
    </Stack>
  );
}
