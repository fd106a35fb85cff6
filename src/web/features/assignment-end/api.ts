// Ending an assignment (issue 45): the organization's end or the worker's notice. Its body is checked with the domain's
// input schema in every build, so this file is apart from the reads (queries.ts), which a page shows without zod.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { terminationInput, terminationResponse, type TerminationInput } from '@/domain/assignment-end';
import { api, checkedBody } from '../../lib/api';
import { assignmentEndKeys } from './keys';
import { base } from './queries';

/** Ends the assignment (organization) or gives notice (worker): the side is the caller's. */
export function useEndAssignment(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TerminationInput) =>
      api(`${base(applicationId)}/termination`, {
        method: 'POST',
        body: checkedBody(terminationInput, input),
        schema: import.meta.env.DEV && terminationResponse,
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: assignmentEndKeys.all }),
        qc.invalidateQueries({ queryKey: ['applications'] }),
        qc.invalidateQueries({ queryKey: ['work-journey'] }),
      ]);
    },
  });
}
