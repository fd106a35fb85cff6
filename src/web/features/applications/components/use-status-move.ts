// Sending a status move from the detail page: PATCH, refresh dashboard data, toast, go to the new status's path.
import { notifications } from '@mantine/notifications';
import { MESSAGES, routes } from '@/domain/shared';
import type { ApplicationStatus, ApplicationDetail } from '@/domain/applications';
import type { Decision } from './decision-dialog';
import { useChangeStatus } from '../api';
import { useNavigateFromHere } from '../../../lib/navigate-here';

/** Moves the application (a failure's toast comes from the mutation cache); on success toasts and navigates to /application/{new status}/… of the same application. */
export function useStatusMove(app: ApplicationDetail['application'], onSettled?: () => void) {
  // Not once the person has left the page meanwhile (lib/navigate-here.tsx).
  const navigate = useNavigateFromHere();
  // On the mutation itself (not mutate's options): the live change may re-render this page to the new status's path
  // before the answer arrives, and the toast and the settle still belong to the move.
  const mutation = useChangeStatus((res) => {
    notifications.show({ color: 'green', message: MESSAGES.statusUpdated });
    onSettled?.();
    navigate(
      routes.applicationDetail({
        status: res.status,
        workerId: app.worker_id,
        gwJobId: app.gw_job_id,
        applicationId: app.applicationId,
      }),
    );
  });
  const move = (status: ApplicationStatus, decision?: Decision) =>
    mutation.mutate({ status, applicationId: app.applicationId, version: app.version, ...(decision ?? {}) });
  return { move, pending: mutation.isPending };
}
