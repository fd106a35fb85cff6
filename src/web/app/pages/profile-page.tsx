// /profile: completeness, the Profile summary and Pay panels, the form groups, and the single-question
// dialogs (opened from a row, or from /profile?edit=<dialog kind or comparison row key>).
import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Center, SimpleGrid, Stack, Title } from '@mantine/core';
import { dialogByKind } from '@/domain/profile';
import { comparisonRowByKey } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import type { WorkerProfile, WorkerProfileUpdateInput } from '@/domain/profile';
import { ApiError } from '../../lib/api';
import { returnFocusToLink, useReturnFocus } from '../../components/return-focus';
import {
  useJobClassifications,
  useSaveProfile,
  useSaveProfileCalculation,
  useWorkerProfile,
} from '../../features/profile/api';
import { ProfilePanel } from '../../features/profile/components/profile-panel';
import { CompletenessCard } from '../../features/profile/components/completeness-card';
import { FORM_GROUPS, PAY_ROWS, SUMMARY_ROWS } from '../../features/profile/lib/panel-rows';
import { useSummaryAutoCalc } from '../../features/profile/lib/use-summary-auto-calc';
import { CredentialsPanel } from '../../features/credentials/credentials-panel';
import { SavedSearchesPanel } from '../../features/alerts/saved-searches-panel';
import { VerifiedAssignmentsPanel } from '../../features/work-records/components/verified-assignments-panel';
import { useWarmUp } from '../../lib/when-idle';
import { Busy } from '../components/busy';
import { failedToShow } from '../../lib/query-state';

// The dialogs' forms (their inputs, pickers and checks) load when the page is drawn and idle, not with the first view.
const loadProfileDialog = () => import('../../features/profile/components/profile-dialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

/** The dialog kind of an `edit` parameter: a dialog kind, or a comparison row key (its editor). */
export function resolveEditParam(edit: string): string {
  if (dialogByKind(edit)) return edit;
  return comparisonRowByKey(edit)?.component ?? edit;
}

/** A same-site path to return to, or null. */
function safeReturnTo(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function Component() {
  const query = useWorkerProfile();
  const save = useSaveProfile();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const jobId = params.get('jobId');
  const jobClassifications = useJobClassifications(jobId);
  const notifyAutoCalc = useSummaryAutoCalc(useSaveProfileCalculation());

  const edit = params.get('edit');
  const kind = edit ? resolveEditParam(edit) : null;

  // Opening from a row pushes a history entry, so closing goes back to /profile and focus returns to the row's
  // button. A dialog reached by a link (apply flow mismatch list, comparison row) closes to ?returnTo= when given,
  // else back to the page of the link when that page is in the app, else to /profile itself: never out of the site.
  const rememberTrigger = useReturnFocus(kind !== null);
  const openedHere = useRef(false);
  const open = (k: string) => {
    rememberTrigger();
    openedHere.current = true;
    setParams((p) => {
      p.set('edit', k);
      return p;
    });
  };
  const close = () => {
    const here = openedHere.current;
    openedHere.current = false;
    const returnTo = safeReturnTo(params.get('returnTo'));
    if (!here) returnFocusToLink(location.pathname + location.search);
    if (returnTo) return void navigate(returnTo);
    if (location.key !== 'default') return void navigate(-1);
    setParams(
      (p) => {
        p.delete('edit');
        p.delete('jobId');
        return p;
      },
      { replace: true },
    );
  };

  // The panels are drawn from a deferred copy of the answer: in slices that leave the main thread free between them
  // (the query's own update would draw the whole page in one task).
  const data = useDeferredValue(query.data);
  useWarmUp(loadProfileDialog, Boolean(data));
  if (query.isLoading || (query.data && !data))
    return (
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    );
  if (failedToShow(query) || !data) {
    return (
      <Alert color="red" role="alert">
        {query.error instanceof ApiError ? query.error.body.message : MESSAGES.profilePage.loadFailed}
      </Alert>
    );
  }
  const { profile, completeness, isPharmacy } = data;

  // The calculation reads what this write changed: the profile before it (the answer of the write before, not the
  // page's drawn copy, which may lag) and the server's answer.
  const saveAndReturn = async (patch: WorkerProfileUpdateInput): Promise<WorkerProfile> => {
    const { before, after } = await save(patch);
    if (before) notifyAutoCalc(before.summary, after.profile.summary);
    return after.profile;
  };

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>{MESSAGES.profilePage.title}</Title>
      <CompletenessCard completeness={completeness} profile={profile} onEdit={open} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProfilePanel
          title={MESSAGES.profilePage.summary}
          rows={SUMMARY_ROWS}
          profile={profile}
          isPharmacy={isPharmacy}
          onEdit={(row) => open(row.kind)}
        />
        <ProfilePanel
          title={MESSAGES.profilePage.pay}
          rows={PAY_ROWS}
          profile={profile}
          isPharmacy={isPharmacy}
          onEdit={(row) => open(row.kind)}
        />
        {FORM_GROUPS.map((g) => (
          <ProfilePanel
            key={g.title}
            title={g.title}
            rows={g.rows}
            profile={profile}
            isPharmacy={isPharmacy}
            onEdit={(row) => open(row.kind)}
          />
        ))}
      </SimpleGrid>
      <CredentialsPanel />
      <VerifiedAssignmentsPanel />
      <SavedSearchesPanel />
      {kind && (
        <Suspense fallback={null}>
          <ProfileDialog
            key={kind}
            kind={kind}
            profile={profile}
            save={saveAndReturn}
            onClose={close}
            jobClassifications={jobId ? (jobClassifications.data ?? null) : null}
          />
        </Suspense>
      )}
    </Stack>
  );
}
