// /welcome: a new worker's first run. Right after sign-up the four answers that drive matching (profession, specialty,
// states, minimum weekly pay; the domain's FIRST_RUN_FIELDS) are asked on one page, saved to the profile through
// PUT /api/worker-profile, or skipped; then the worker goes on to the jobs (or where sign-up was heading).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FIRST_RUN_DIALOGS, FIRST_RUN_FIELDS } from '@/domain/jobs';
import { PROFILE_MESSAGES, dialogByKind } from '@/domain/profile';
import { MESSAGES, routes, safeNextPath } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { draftKey } from '../../../lib/form-draft';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { DraftNotice } from '../../../components/draft-notice';
import { FormRefusal } from '../../../components/form-refusal';
import { useSaveProfile, useWorkerProfile } from '../api';
import { dialogFields, type FieldContext, type FieldSpec } from '../lib/dialog-fields';
import {
  initialValues,
  patchFromValues,
  patchToSend,
  profileFormSpec,
  serverFieldErrors,
  type FormValues,
} from '../lib/dialog-values';
import { FieldInput } from '../components/field-input';
import { Busy } from '../../../app/components/busy';

const FIRST_RUN_PATHS = new Set<string>(FIRST_RUN_FIELDS);

/** The profile's update schema, fetched when the form is first edited: the page's first view carries no zod. */
const profileUpdateSchema = lazySchema(() =>
  import('@/domain/profile/worker-profile-schema').then((m) => m.workerProfileUpdateSchema),
);

/** The first run's inputs: the fields of its dialogs that drive matching, as the profile dialogs ask them. */
function firstRunFields(): FieldSpec[] {
  return FIRST_RUN_DIALOGS.flatMap((kind) => {
    const dialog = dialogByKind(kind);
    return dialog ? dialogFields(dialog).filter((f) => FIRST_RUN_PATHS.has(f.path)) : [];
  });
}

export function Component() {
  const query = useWorkerProfile();
  const [params] = useSearchParams();
  // A move that follows the answer: not made if the person has gone elsewhere meanwhile (decision 0058).
  const navigate = useNavigateFromHere();
  const next = safeNextPath(params.get('next')) ?? routes.exploreJobs();
  if (query.isLoading)
    return (
      <Center h="40vh">
        <Busy label={PROFILE_MESSAGES.loading} />
      </Center>
    );
  if (!query.data)
    return (
      <Alert color="red" role="alert">
        {MESSAGES.unknownDialog}
      </Alert>
    );
  return <FirstRunForm profile={query.data.profile} onDone={() => navigate(next, { replace: true })} />;
}

function FirstRunForm({ profile, onDone }: { profile: Parameters<typeof initialValues>[1]; onDone: () => void }) {
  const fields = useMemo(firstRunFields, []);
  const [initial] = useState<FormValues>(() => initialValues(fields, profile));
  const me = useMe();
  const form = useDomainForm<FormValues>(profileUpdateSchema, initial, {
    ...profileFormSpec(fields, initial),
    draft: me.data ? draftKey(me.data.id, 'first-run', 'own') : null,
  });
  const draft = form.draft;
  const save = useSaveProfile();
  const [saving, setSaving] = useState(false);
  const values = form.getValues();
  const errors = form.errors as Record<string, string>;
  const ctx: FieldContext = {
    profession: (values['summary.profession'] as string | undefined) ?? null,
    values,
    jobClassifications: null,
  };

  // Checked by the hook first (the domain's update schema over what changed); nothing changed goes straight on.
  const submit = async (values: FormValues) => {
    if (Object.keys(patchFromValues(fields, values, initial)).length === 0) return onDone();
    setSaving(true);
    try {
      await save(patchToSend(fields, values, initial));
      draft.clear();
      onDone();
    } catch (err) {
      if (!applyServerErrors({ setErrors: (f) => form.setErrors(serverFieldErrors(fields, f)) }, err))
        console.error('Profile save failed', err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" maw={640} mx="auto">
      <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack>
          <Title order={1} size="h2">
            {MESSAGES.firstRun.title}
          </Title>
          <Text size="sm">{MESSAGES.firstRun.intro}</Text>
          <DraftNotice draft={draft} />
          {fields.map((spec) => (
            <FieldInput
              key={spec.path}
              spec={spec}
              value={values[spec.path]}
              error={errors[spec.path]}
              ctx={ctx}
              onChange={(v) => {
                form.setValues({ ...form.getValues(), [spec.path]: v });
                const { [spec.path]: _cleared, ...rest } = form.errors;
                form.setErrors(rest);
              }}
            />
          ))}
          <FormRefusal form={form} />
          <Group justify="space-between">
            <Button
              variant="subtle"
              onClick={() => {
                draft.clear();
                onDone();
              }}
            >
              {MESSAGES.firstRun.skip}
            </Button>
            <Button type="submit" loading={saving}>
              {MESSAGES.firstRun.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
