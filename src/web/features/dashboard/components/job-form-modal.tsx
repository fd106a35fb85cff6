// Create or edit a job with every field of spec section 3, validated by the domain's jobInputSchema; a Preview
// tab shows it as a worker will see it. Values live in @mantine/form; errors come from the domain schema (zod resolver)
// and from the server's `fields`. Weekly pay is derived from hourly × hours (domain pay functions).
import { useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Job, JobInput } from '@/domain/jobs';
import { derivedHoursPerWeek } from '@/domain/jobs';
import { payBreakdown } from '@/domain/offers';
import { formatMoney, MESSAGES, US_STATES, recruiterOptionList } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import {
  BENEFIT_OPTIONS,
  BONUS_OPTIONS,
  CLASSIFICATION_OPTIONS,
  CLINICAL_SETTINGS,
  CONTRACT_TERMINATION_POLICIES,
  EMPLOYMENT_TERMS,
  EMR_OPTIONS,
  PAY_FREQUENCIES,
  PROFESSIONS,
  SHIFT_TIMES,
  SPECIALTIES_BY_PROFESSION,
  VACCINATION_OPTIONS,
  VMS_MSP_OPTIONS,
  WORKER_TYPES,
  certificationOptionsFor,
  isPharmacyProfession,
} from '@/domain/profile';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { api } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMe } from '../../../lib/auth';
import { draftKey, useFormDraft } from '../../../lib/form-draft';
import { DraftNotice } from '../../../components/draft-notice';
import { useSaveJob, type OrgJob } from '../api';
import {
  cleanDraft,
  draftFromJob,
  EMPTY_DRAFT,
  formValues,
  JOB_FORM_TABS,
  tabOfField,
  validateDraft,
  type Draft,
} from './job-form-state';
import { JobPreview } from './job-preview';

const STATES = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function JobFormModal({ job, opened, onClose }: { job: OrgJob | null; opened: boolean; onClose: () => void }) {
  // Escape, the X and the backdrop ask the form first: with unsaved changes it confirms before closing.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={() => (requestClose.current ? requestClose.current() : onClose())}
      title={job ? `Edit ${job.title}` : 'Post a job'}
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
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: formValues(job ? draftFromJob(job) : EMPTY_DRAFT),
    validate: validateDraft,
  });
  const me = useMe();
  const draft = useFormDraft(form, me.data ? draftKey(me.data.id, 'job', job?._id) : null);
  const close = () => draft.confirmClose(onDone);
  requestClose.current = close;
  const [tab, setTab] = useState<string | null>('basics');
  const save = useSaveJob();
  const recruiters = useQuery({
    queryKey: ['recruiters', 'options'],
    queryFn: () => api('/api/recruiters', { schema: recruiterOptionList }),
  });
  const values = form.getValues();
  const v = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Draft | undefined)?.[k], values);
  const set = (path: string) => (value: unknown) => {
    form.setFieldValue(path, value);
    // Hours per week follow hours per shift × shifts per week (the domain's rule) once both are filled in.
    if (path === 'hours.hours_per_shift' || path === 'hours.shifts_per_week') {
      const other = path === 'hours.hours_per_shift' ? 'hours.shifts_per_week' : 'hours.hours_per_shift';
      const hours = derivedHoursPerWeek(value, v(other));
      if (hours !== null) form.setFieldValue('hours.hours_per_week', hours);
    }
  };
  const err = (path: string) => form.errors[path];
  // Typing a note switches its "show" toggle on unless the author already chose; the value is read from the event
  // before any state update (reading the event inside a deferred updater crashed the form on the 2nd character).
  const note = (key: 'emr' | 'float_requirement', label: string) => (
    <Textarea
      label={label}
      value={(v(`field_notes.${key}.notes`) as string) ?? ''}
      error={err(`field_notes.${key}.notes`)}
      onChange={(e) => {
        const value = e.currentTarget.value;
        form.setFieldValue(`field_notes.${key}.notes`, value);
        if (v(`field_notes.${key}.isActive`) === undefined) form.setFieldValue(`field_notes.${key}.isActive`, true);
      }}
    />
  );

  const text = (path: string, label: string, props: { required?: boolean; description?: ReactNode } = {}) => (
    <TextInput
      label={label}
      value={(v(path) as string) ?? ''}
      onChange={(e) => set(path)(e.currentTarget.value)}
      error={err(path)}
      {...props}
    />
  );
  const num = (
    path: string,
    label: string,
    props: { description?: ReactNode; prefix?: string; decimalScale?: number; min?: number; required?: boolean } = {},
  ) => (
    <NumberInput
      label={label}
      value={(v(path) as number) ?? ''}
      onChange={(n) => set(path)(typeof n === 'number' ? n : undefined)}
      error={err(path)}
      thousandSeparator=","
      {...props}
    />
  );
  const select = (
    path: string,
    label: string,
    data: readonly (string | { value: string; label: string })[],
    props: { required?: boolean } = {},
  ) => (
    <Select
      label={label}
      data={data as never}
      value={(v(path) as string) ?? null}
      onChange={(x) => set(path)(x ?? undefined)}
      error={err(path)}
      searchable
      clearable
      {...props}
    />
  );
  const multi = (path: string, label: string, data: readonly (string | { value: string; label: string })[]) => (
    <MultiSelect
      label={label}
      data={data as never}
      value={(v(path) as string[]) ?? []}
      onChange={set(path)}
      error={err(path)}
      searchable
      clearable
    />
  );
  const tags = (path: string, label: string, description?: string) => (
    <TagsInput
      label={label}
      description={description}
      value={(v(path) as string[]) ?? []}
      onChange={set(path)}
      error={err(path)}
      clearable
    />
  );
  const bool = (path: string, label: string) => (
    <Switch
      label={label}
      checked={v(path) === true}
      onChange={(e) => set(path)(e.currentTarget.checked)}
      error={err(path)}
    />
  );
  const yesNo = (path: string, label: string) => (
    <Select
      label={label}
      data={YES_NO}
      value={((v(path) as { value?: string }) ?? {}).value ?? null}
      onChange={(x) => set(path)(x ? YES_NO.find((o) => o.value === x) : undefined)}
      error={err(path)}
      clearable
    />
  );
  const date = (path: string, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={(v(path) as string) ?? ''}
      onChange={(e) => set(path)(e.currentTarget.value)}
      error={err(path)}
    />
  );

  const profession = v('profession') as string | undefined;
  const specialties =
    (profession && SPECIALTIES_BY_PROFESSION[profession as keyof typeof SPECIALTIES_BY_PROFESSION]) || [];
  // Live, from the one pay model: the derived fields below are read-only and follow every keystroke.
  const pay = payBreakdown(
    v('pay') as Draft | undefined,
    v('hours.hours_per_week'),
    v('schedule.start_date') as string | undefined,
  );
  const flag = pay.stipendFlag;
  const otMin = pay.overtimeMinimum;

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
                    <IconAlertCircle size={14} color="var(--mantine-color-red-7)" aria-label="has errors" />
                  ) : undefined
                }
              >
                {t.label}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basics" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('title', 'Job title', { required: true })}
              {text('job_id', 'Your job id', { description: 'Your own reference; defaults to the product job id.' })}
              {select('profession', 'Profession', PROFESSIONS, { required: true })}
              <Select
                label="Specialty"
                data={[...specialties]}
                value={(v('specialty') as string) ?? null}
                onChange={(x) => set('specialty')(x ?? undefined)}
                error={err('specialty')}
                searchable
                clearable
              />
              {select('type', 'Type', WORKER_TYPES)}
              {select('terms', 'Terms', EMPLOYMENT_TERMS)}
              {select(
                'recruiter_id',
                'Recruiter',
                (recruiters.data ?? []).map((r) => ({ value: r.id, label: r.label })),
              )}
              {bool('requirements.auto_offer', 'Auto offer when a worker applies')}
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Description"
              autosize
              minRows={4}
              value={(v('description') as string) ?? ''}
              onChange={(e) => set('description')(e.currentTarget.value)}
              error={err('description')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="pay" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {num('pay.hourly_rate', 'Taxable hourly rate', { prefix: '$', decimalScale: 2, min: 0, required: true })}
              {num('hours.hours_per_week', 'Hours per week', { min: 0, required: true })}
              <TextInput
                label="Taxable weekly pay"
                readOnly
                value={formatMoney(pay.taxableWeekly)}
                description="Hourly rate × hours per week"
              />
              {num('pay.non_taxable_weekly', 'Non-taxable weekly stipend', {
                prefix: '$',
                decimalScale: 2,
                min: 0,
                description: MESSAGES.nonTaxableHint,
              })}
              <TextInput
                label="Weekly pay"
                readOnly
                value={formatMoney(pay.weeklyTotal)}
                description="Taxable weekly + stipend"
              />
              <TextInput
                label="Feels like $/hr"
                readOnly
                value={formatMoney(pay.feelsLikeHourly)}
                description="Weekly pay ÷ hours per week"
              />
              {select('pay.pay_frequency', 'Pay frequency', PAY_FREQUENCIES)}
              {multi('pay.bonuses', 'Bonuses', BONUS_OPTIONS)}
              {num('pay.overtime_rate', 'Overtime rate', {
                prefix: '$',
                decimalScale: 2,
                description: otMin ? `At least ${formatMoney(otMin)} (1.5 × hourly)` : undefined,
              })}
              {num('pay.on_call_rate', 'On call rate', { prefix: '$', decimalScale: 2 })}
              {num('pay.call_back_rate', 'Call back rate', { prefix: '$', decimalScale: 2 })}
              {num('pay.orientation_rate', 'Orientation rate', { prefix: '$', decimalScale: 2 })}
              {num('hours.hours_per_shift', 'Hours per shift')}
              {num('hours.shifts_per_week', 'Shifts per week')}
              {num('hours.weeks_per_contract', 'Weeks per contract')}
              {num('hours.guaranteed_hours_per_week', 'Guaranteed hours per week')}
            </SimpleGrid>
            {flag && (
              <Alert mt="sm" color="yellow" role="status">
                The weekly stipend is {flag}.
              </Alert>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('schedule.shift_time', 'Shift time', SHIFT_TIMES)}
              {date('schedule.start_date', 'Start date')}
              {date('schedule.end_date', 'End date')}
              {yesNo('schedule.rto', 'Requested time off allowed')}
              {tags('schedule.rto_dates', 'Time off dates', 'YYYY-MM-DD, press Enter after each')}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="location" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('location.state', 'State', STATES)}
              {text('location.city', 'City')}
              {text('location.address', 'Address')}
              {text('location.facility', 'Facility')}
              {text('location.facility_parent_system', 'Facility parent system')}
              {select('location.clinical_setting', 'Clinical setting', CLINICAL_SETTINGS)}
              {yesNo('location.facility_shift_cancellation_policy', 'Facility may cancel shifts')}
              {select(
                'location.contract_termination_policy',
                'Contract termination policy',
                CONTRACT_TERMINATION_POLICIES,
              )}
              {num('location.miles_from_facility', 'Minimum miles from facility')}
              {tags('location.holidays', 'Holidays to work')}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="requirements" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {multi('requirements.professional_licensure', 'Professional licensure (states)', STATES)}
              {multi('requirements.certifications', 'Certifications', certificationOptionsFor(profession))}
              {multi('requirements.classification', 'Classifications', CLASSIFICATION_OPTIONS)}
              {multi('requirements.emr', 'EMR', EMR_OPTIONS)}
              {multi('requirements.vaccinations', 'Vaccinations', VACCINATION_OPTIONS)}
              {num('requirements.experience_years', 'Years of experience')}
              {num('requirements.number_of_references', 'Number of references')}
              {num('requirements.patient_ratio_max', 'Maximum patient ratio')}
              {yesNo('requirements.floating_required', 'Floating required')}
              {yesNo('requirements.block_scheduling', 'Block scheduling')}
              {yesNo('requirements.on_call', 'On call')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
              {isPharmacyProfession(profession) && bool('requirements.nabp_id', 'NABP e-Profile ID required')}
              {bool('requirements.resume_required', 'Resume required')}
              {bool('requirements.skills_checklist_required', 'Skills checklist required')}
              {bool('requirements.driver_license', "Driver's license required")}
              {bool('requirements.diploma', 'Diploma required')}
              {bool('requirements.other_documents', 'Other documents required')}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="other" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {multi(
                'benefits',
                'Benefits',
                BENEFIT_OPTIONS.map((b) => b.label),
              )}
              {select('vms_msp', 'VMS / MSP', VMS_MSP_OPTIONS)}
              {text('other_details.scrub_color', 'Scrub color')}
            </SimpleGrid>
            <Text fw={600} mt="md">
              Field notes
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap="xs">
                {note('emr', 'EMR notes')}
                {bool('field_notes.emr.isActive', 'Show EMR notes')}
              </Stack>
              <Stack gap="xs">
                {note('float_requirement', 'Float requirement notes')}
                {bool('field_notes.float_requirement.isActive', 'Show float requirement notes')}
              </Stack>
            </SimpleGrid>
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
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {job ? 'Save job' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
