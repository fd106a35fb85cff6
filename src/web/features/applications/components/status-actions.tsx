// Quick-advance button, the Change Status link and its dialogs (Offered → make-offer; decision statuses → decision
// dialog).
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Group } from '@mantine/core';
import {
  changeStatusAction,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  quickAdvance,
  quickAdvanceDecisionMaker,
} from '@/domain/applications';
import type { Role } from '@/domain/shared';
import { routes } from '@/domain/shared';
import type { ApplicationDetail } from '@/domain/applications';
import { ChangeStatusDialog } from './change-status-dialog';
import { DecisionDialog } from './decision-dialog';
import { useStatusMove } from './use-status-move';
import { useReturnFocus } from '../../../components/return-focus';

export function StatusActions({ app, role }: { app: ApplicationDetail['application']; role: Role }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [changing, setChanging] = useState(false);
  const [deciding, setDeciding] = useState<ApplicationStatus | null>(null);
  // The decision dialog replaces Change Status in one render: focus returns to "Change Status" when both are closed.
  const rememberTrigger = useReturnFocus(changing || deciding !== null);
  const { move, pending } = useStatusMove(app, () => setDeciding(null));
  const quick = quickAdvance(app.status);
  const openMakeOffer = () => void navigate(routes.makeOffer(location.pathname));

  const choose = (to: ApplicationStatus) => {
    setChanging(false);
    const action = changeStatusAction(to);
    if (action === 'make-offer') return openMakeOffer();
    if (action === 'decision') return setDeciding(to);
    move(to);
  };

  return (
    <Group gap="md" wrap="wrap">
      {quick?.kind === 'status' && (
        <Button
          loading={pending}
          onClick={() =>
            move(quick.to, { decision_maker: quickAdvanceDecisionMaker(role), decision_reason: '', decision_notes: '' })
          }
        >
          {quick.label}
        </Button>
      )}
      {quick?.kind === 'make-offer' && <Button onClick={openMakeOffer}>{quick.label}</Button>}
      <Anchor
        component="button"
        type="button"
        onClick={() => {
          rememberTrigger();
          setChanging(true);
        }}
      >
        Change Status
      </Anchor>
      <ChangeStatusDialog
        opened={changing}
        current={app.status}
        options={APPLICATION_STATUSES}
        onClose={() => setChanging(false)}
        onChoose={choose}
      />
      <DecisionDialog
        opened={deciding !== null}
        from={app.status}
        to={deciding}
        role={role}
        loading={pending}
        onClose={() => setDeciding(null)}
        onSubmit={(d) => deciding && move(deciding, d)}
      />
    </Group>
  );
}
