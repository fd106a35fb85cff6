// Create or edit a job with every field of spec section 3, validated by the domain's jobInputSchema; one component per
// tab (job-form/*), built from CatalogueField where the field catalogue describes the field; a Preview tab shows it as a
// worker will see it. Values live in @mantine/form (with a draft that survives a reload); errors come from the domain
// schema (the one form hook, lib/domain-form.ts) and from the server's `fields`. Weekly pay is derived from hourly × hours (domain pay model).
import { useRef, useState, type MutableRefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { jobInputSchema, type Job, type JobInput } from '@/domain/jobs';
import { MESSAGES, recruiterOptionList } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { api } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMe } from '../../../lib/auth';
import { draftKey } from '../../../lib/form-draft';
import { useDomainForm } from '../../../lib/domain-form';
import { DraftNotice } from '../../../components/draft-notice';
import { useSaveJob, type OrgJob } from '../api';
import {
  cleanDraft,
  draftFromJob,
  EMPTY_DRAFT,
  formValues,
  JOB_FORM_TABS,
  tabOfField,
  jobFormSpec,
  type Draft,
} from './job-form-state';
import { jobFields } from './job-form/job-fields';
import { BasicsTab } from './job-form/basics-tab';
import { PayTab } from './job-form/pay-tab';
import { ScheduleTab } from './job-form/schedule-tab';
import { LocationTab } from './job-form/location-tab';
import { RequirementsTab } from './job-form/requirements-tab';
import { OtherTab } from './job-form/other-tab';
import { JobPreview } from './job-preview';

export function JobFormModal({ job, opened, onClose }: { job: OrgJob | null; opened: boolean; onClose: () => void }) {
  // Escape, the X and the backdrop ask the form first: with unsaved changes it confirms before closing.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={() => (requestClose.current ? requestClose.current() : onClose())}
      title={job ? DASHBOARD_MESSAGES.jobForm.editTitle(job.title) : DASHBOARD_MESSAGES.opportunities.postJob}
      size="xl"
      fullScreen={false}
    >
      {opened && <JobForm key={job?._id ?? 'new'} job={job} onDone={onClose} requestClose={requestClose} />}
    </Modal>
  );
}

function JobForm({
  job,
  onDone,
  requestClose,
}: {
  job: OrgJob | null;
  onDone: () => void;
  requestClose: MutableRefObject<(() => void) | null>;
}) {
  const me = useMe();
  const form = useDomainForm<Draft>(jobInputSchema, formValues(job ? draftFromJob(job) : EMPTY_DRAFT), {
    ...jobFormSpec,
    draft: me.data ? draftKey(me.data.id, 'job', job?._id) : null,
  });
  const draft = form.draft;
  const close = () => draft.confirmClose(onDone);
  requestClose.current = close;
  const [tab, setTab] = useState<string | null>('basics');
  const save = useSaveJob();
  const recruiters = useQuery({
    queryKey: ['recruiters', 'options'],
    queryFn: () => api('/api/recruiters', { schema: import.meta.env.DEV && recruiterOptionList }),
  });
  const values = form.getValues();
  const f = jobFields(form);
  const recruiterOptions = (recruiters.data ?? []).map((r) => ({ value: r.id, label: r.label }));

  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: job?._id, input: cleanDraft(values) as JobInput });
        notifications.show({
          color: 'green',
          message: job ? DASHBOARD_MESSAGES.jobSaved : DASHBOARD_MESSAGES.jobCreated,
        });
        draft.clear();
        onDone();
      } catch (e) {
        // The toast comes from the query client's mutation cache; the fields go onto the form.
        if (applyServerErrors(form, e)) setTab(tabOfField(Object.keys(form.errors)[0] ?? ''));
      }
    },
    (errors) => setTab(tabOfField(Object.keys(errors)[0] ?? '')),
  );
  const tabsWithErrors = new Set(Object.keys(form.errors).map(tabOfField));

  const preview: Partial<Job> = {
    ...(cleanDraft(values) as Partial<Job>),
    gw_job_id: job?.gw_job_id ?? '',
    organization_name: me.data?.organization?.name,
    date_posted: job?.date_posted,
    applied: job?.applied ?? 0,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DraftNotice draft={draft} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {JOB_FORM_TABS.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                color={tabsWithErrors.has(t.value) ? 'red' : undefined}
                rightSection={
                  tabsWithErrors.has(t.value) ? (
                    <IconAlertCircle
                      size={14}
                      color="var(--mantine-color-red-7)"
                      aria-label={DASHBOARD_MESSAGES.jobForm.tabHasErrors}
                    />
                  ) : undefined
                }
              >
                {t.label}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="preview">{DASHBOARD_MESSAGES.jobForm.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basics" pt="md">
            <BasicsTab f={f} recruiters={recruiterOptions} />
          </Tabs.Panel>
          <Tabs.Panel value="pay" pt="md">
            <PayTab f={f} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            <ScheduleTab f={f} />
          </Tabs.Panel>
          <Tabs.Panel value="location" pt="md">
            <LocationTab f={f} />
          </Tabs.Panel>
          <Tabs.Panel value="requirements" pt="md">
            <RequirementsTab f={f} />
          </Tabs.Panel>
          <Tabs.Panel value="other" pt="md">
            <OtherTab f={f} />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <JobPreview job={preview} />
          </Tabs.Panel>
        </Tabs>
        {tabsWithErrors.size > 0 && (
          <Alert color="red" role="alert">
            {MESSAGES.errors.validation}{' '}
            {JOB_FORM_TABS.filter((t) => tabsWithErrors.has(t.value))
              .map((t) => t.label)
              .join(', ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {job ? DASHBOARD_MESSAGES.jobForm.saveJob : DASHBOARD_MESSAGES.jobForm.postJob}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
