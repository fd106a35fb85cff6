// Quick-advance button, the Change Status link and its dialogs (Offered → make-offer; decision statuses → decision
// dialog). At Onboarding the buttons follow the Cleared rule (issue 42): "To Working" is disabled with what is missing
// listed under it, and "To Cleared" appears once nothing is missing.
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  changeStatusAction,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  quickAdvanceButtons,
  quickAdvanceDecisionMaker,
  QUICK_ADVANCE_MESSAGES,
  APPLICATION_MESSAGES,
} from '@/domain/applications';
import type { Role } from '@/domain/shared';
import { routes } from '@/domain/shared';
import type { ApplicationDetail } from '@/domain/applications';
import {
  LazyChangeStatusDialog as ChangeStatusDialog,
  LazyDecisionDialog as DecisionDialog,
  statusDialogsTrigger,
} from './lazy-dialogs';
import { useStatusMove } from './use-status-move';
import { useReturnFocus } from '../../../components/return-focus';

export function StatusActions({
  app,
  role,
  clearanceBlockers,
}: {
  app: ApplicationDetail['application'];
  role: Role;
  /** The Cleared rule's blockers of an Onboarding placement (its checklist), when known. */
  clearanceBlockers?: readonly string[];
}) {
  const missingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [changing, setChanging] = useState(false);
  const [deciding, setDeciding] = useState<ApplicationStatus | null>(null);
  // The decision dialog replaces Change Status in one render: focus returns to "Change Status" when both are closed.
  const rememberTrigger = useReturnFocus(changing || deciding !== null);
  const { move, pending } = useStatusMove(app, () => setDeciding(null));
  const buttons = quickAdvanceButtons(app.status, clearanceBlockers);
  const blocked = buttons.find((b) => b.missing.length > 0);
  const openMakeOffer = () => void navigate(routes.makeOffer(location.pathname));

  const choose = (to: ApplicationStatus) => {
    setChanging(false);
    const action = changeStatusAction(to);
    if (action === 'make-offer') return openMakeOffer();
    if (action === 'decision') return setDeciding(to);
    move(to);
  };

  return (
    <Group gap="md" wrap="wrap" align="flex-start">
      {buttons.map((quick) =>
        quick.kind === 'status' ? (
          <Button
            key={quick.to}
            loading={pending}
            disabled={quick.missing.length > 0}
            aria-describedby={quick.missing.length > 0 ? missingId : undefined}
            onClick={() =>
              move(quick.to, {
                decision_maker: quickAdvanceDecisionMaker(role),
                decision_reason: '',
                decision_notes: '',
              })
            }
          >
            {quick.label}
          </Button>
        ) : (
          <Button key="make-offer" onClick={openMakeOffer}>
            {quick.label}
          </Button>
        ),
      )}
      <Anchor
        component="button"
        type="button"
        {...statusDialogsTrigger}
        onClick={() => {
          rememberTrigger();
          setChanging(true);
        }}
      >
        {APPLICATION_MESSAGES.changeStatus.title}
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
      {blocked && (
        <Stack gap={2} id={missingId} data-testid="quick-advance-missing" w="100%">
          <Text size="sm" fw={600}>
            {QUICK_ADVANCE_MESSAGES.missingBefore(blocked.label)}
          </Text>
          <List size="sm">
            {blocked.missing.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Group>
  );
}
