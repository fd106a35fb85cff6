// The worker's job detail view (spec section 2), in apply mode (/explore-jobs/:jobId) or work-journey mode.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { applicationStatusLabel, applyButtonState, isWithdrawn } from '@/domain/applications';
import { postingStartLabel } from '@/domain/jobs';
import { appliedBadge, avatarUrl, MESSAGES, routes } from '@/domain/shared';
import { fieldLabel, formatField, jobFieldLabel } from '@/domain/fields';
import { useMe } from '../../lib/auth';
import { useListBackTarget } from '../../lib/back-to-list';
import { useNavigateFromHere } from '../../lib/navigate-here';
import { useFindChat, type StartChatTarget } from '../../features/messages/api';
import { LazyStartChatDialog } from '../../features/messages/components/lazy-start-chat-dialog';
import { useJobDetail, type JobDetailDto } from '../../features/jobs/api';
import { VerificationBanner } from '../../features/jobs/components/verification-banner';
import { ComparisonSections } from '../../features/jobs/components/comparison-sections';
import { JobDescription } from '../../features/jobs/components/job-description';
import { PayBreakdown } from '../../components/pay-breakdown';
import { agreedTermsLabel } from '@/domain/offers';
import { ApplySection } from './apply-section';
import { Busy } from './busy';
import { failedToShow } from '../../lib/query-state';
import { usePageNow } from '../../lib/page-time';

/** The About job block (spec section 2): Employer Name, Date Posted and Terms (the spec's word for the block). */
const ABOUT_JOB = [
  { key: 'organization_name', label: fieldLabel('organization_name') },
  { key: 'date_posted', label: fieldLabel('date_posted') },
  { key: 'terms', label: jobFieldLabel('terms') },
] as const;

/**
 * Where, at which facility, which shift and from when: the facts a visitor looks for first. "From when" is written
 * relative to now, so this line (and only it) is drawn again once the app owns a page the server drew (page-time.ts).
 */
function JobFacts({ job }: { job: JobDetailDto['job'] }) {
  const now = usePageNow();
  const facts = [
    [job.location?.city, job.location?.state].filter(Boolean).join(', '),
    job.location?.facility,
    job.schedule?.shift_time,
    postingStartLabel(job.schedule?.start_date, now),
  ].filter(Boolean);
  return (
    <Text size="sm" data-testid="job-facts">
      {facts.join(' · ')}
    </Text>
  );
}

export interface JobDetailViewProps {
  jobId: string;
  mode: 'apply' | 'work-journey';
  offerActions?: ReactNode;
}

export function JobDetailView({ jobId, mode, offerActions }: JobDetailViewProps) {
  const detail = useJobDetail(jobId);
  // The view is large: it renders in a background pass that yields to input, not in the data's own task.
  const data = useDeferredValue(detail.data);
  const find = useFindChat();
  const [chat, setChat] = useState<StartChatTarget | null>(null);
  const signedIn = !!useMe().data;
  const location = useLocation();
  const navigate = useNavigate();
  // The chat opens on the answer only while the person is still on the job (lib/navigate-here.tsx).
  const follow = useNavigateFromHere();
  const listBack = useListBackTarget();
  // Signed out, every action that needs an account leads to sign-up and then straight back here.
  const toSignUp = () => void navigate(routes.signup(location.pathname + location.search));

  if (failedToShow(detail)) {
    return (
      <Alert color="red" title={MESSAGES.jobDetail.loadFailed}>
        {detail.error?.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center h="40vh">
        <Busy label={MESSAGES.jobDetail.loading} />
      </Center>
    );
  }

  const { job, application } = data;
  const applied = appliedBadge(job.applied);
  const about = {
    organization_id: job.organization_id,
    recruiter_id: job.recruiter_id ?? null,
    job_id: job._id,
    gw_job_id: job.gw_job_id,
  };
  // The chat starts with the first message: a composer opens (prefilled with the row asked about); Chat Now goes
  // straight to a chat that already exists.
  const compose = (title: string, row?: string) =>
    setChat({
      key: `${title}:${row ?? ''}`,
      title,
      jobTitle: job.title ?? job.gw_job_id ?? '',
      prefill: row ? MESSAGES.chat.aboutRow(row) : '',
      input: about,
    });
  const askRecruiter = (row?: string) => (!signedIn ? toSignUp() : compose(MESSAGES.askRecruiter, row));
  const chatNow = () =>
    !signedIn
      ? toSignUp()
      : find.mutate(about, {
          onSuccess: ({ chatId }) => (chatId ? follow(routes.messages(chatId)) : compose(MESSAGES.chatNow)),
        });
  const withdrawn = application ? isWithdrawn(application.status, application.offer_status) : false;

  // The signed-in shell has its own "←"; signed out, the page links back to the list it was opened from.
  const backToList = !signedIn ? listBack : null;

  return (
    <Stack gap="md">
      {backToList ? (
        <Anchor component={Link} to={backToList} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {MESSAGES.publicJobs.backToJobs}
          </Group>
        </Anchor>
      ) : null}
      {/* Spec section 5: the verification banner sits at the top of the page. */}
      {signedIn && mode === 'apply' && data.comparison && !data.email_verified ? (
        <VerificationBanner held={data.application_held} />
      ) : null}
      {mode === 'apply' && withdrawn && !data.application_held ? (
        <Alert color="gray">{MESSAGES.withdrawnCanApplyAgain}</Alert>
      ) : null}
      {data.profile_complete === false ? (
        <Alert color="blue" title={MESSAGES.bonusBannerTitle}>
          <Text size="sm">{MESSAGES.bonusBannerText}</Text>
          {/* The brand teal on the alert's light blue is 4.2:1; the alert's own dark blue reads at AA. */}
          <Anchor component={Link} to={routes.profile()} size="sm" fw={600} c="blue.9">
            {MESSAGES.editProfile}
          </Anchor>
        </Alert>
      ) : null}

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="start" gap="sm">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Title>
            {application ? (
              <Badge variant="light" data-testid="job-application-status">
                {applicationStatusLabel(application.status, application.offer_status)}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {MESSAGES.jobDetail.jobId} <b>{job.gw_job_id}</b>
            </Text>
            {job.job_id ? (
              <Text size="sm">
                {MESSAGES.jobDetail.organizationJobId} <b>{job.job_id}</b>
              </Text>
            ) : null}
            {applied ? (
              <Badge variant="outline" color="gray">
                {applied}
              </Badge>
            ) : null}
          </Group>
          <JobFacts job={job} />
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={avatarUrl(job.recruiter_image, '/')}
                alt={
                  job.recruiter_name ? `${job.recruiter_name}` : (job.organization_name ?? MESSAGES.jobDetail.recruiter)
                }
                radius="xl"
              />
              <div>
                {/* Signed out there is no recruiter to name: the employer is shown under its own label. */}
                <Text size="xs" c="dimmed">
                  {signedIn ? MESSAGES.jobDetail.recruiter : fieldLabel('organization_name')}
                </Text>
                <Text size="sm" fw={600}>
                  {(signedIn ? job.recruiter_name : null) ??
                    job.organization_name ??
                    MESSAGES.publicJobs.recruitingTeam}
                </Text>
              </div>
            </Group>
            <Button variant="light" onClick={chatNow} loading={find.isPending} {...LazyStartChatDialog.trigger}>
              {MESSAGES.chatNow}
            </Button>
          </Group>
        </Stack>
      </Card>

      {/* The offer and its actions come first: a worker need not scroll past the job to answer it. */}
      {mode === 'work-journey' ? (
        <Stack gap="sm">
          {application?.offer_status && !withdrawn ? (
            <Text size="sm">{MESSAGES.jobDetail.offerStatus(application.offer_status)}</Text>
          ) : null}
          {offerActions}
        </Stack>
      ) : null}

      {/* After acceptance the job's terms are the agreed ones (server: jobOnTermsOfRecord), and say so (issue 42). */}
      <PayBreakdown
        title={data.terms_of_record ? MESSAGES.terms.payBreakdownOf(agreedTermsLabel(data.terms_of_record)) : undefined}
        pay={job.pay}
        hoursPerWeek={job.hours?.hours_per_week}
        date={job.schedule?.start_date ?? job.date_posted}
      />

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="about-job">
        <Title order={2} fz="h4" id="about-job" mb="xs">
          {MESSAGES.jobDetail.aboutJob}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mb="sm">
          {ABOUT_JOB.map(({ key, label }) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{formatField(key, job[key], 'job')}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Title order={3} fz="sm" mb={4}>
          {MESSAGES.jobDetail.description}
        </Title>
        <JobDescription text={job.description} onAskRecruiter={() => askRecruiter('Description')} />
      </Card>

      {data.comparison ? (
        <ComparisonSections
          rows={data.comparison}
          onAskRecruiter={askRecruiter}
          editable={mode === 'apply' || mode === 'work-journey'}
        />
      ) : null}

      {!signedIn ? (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sign-up-to-compare">
          <Stack gap="sm">
            <Title order={2} fz="h4" id="sign-up-to-compare">
              {MESSAGES.publicJobs.signUpToCompare}
            </Title>
            <Text size="sm">{MESSAGES.publicJobs.signUpToCompareText}</Text>
            <Group gap="sm">
              <Button size="md" onClick={toSignUp}>
                {applyButtonState({ applying: false, alreadyApplied: false }).label}
              </Button>
              <Button variant="default" component={Link} to={routes.login(location.pathname + location.search)}>
                {MESSAGES.publicJobs.logIn}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {/* Before Apply: this organization's do-not-return mark of her, and the facility's averages (issue 45). */}
      {mode === 'apply' && data.comparison ? <ApplySection detail={data} /> : null}
      <LazyStartChatDialog target={chat} onClose={() => setChat(null)} />
    </Stack>
  );
}
