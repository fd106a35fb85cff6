// The generic single-question dialog: title and fields from the domain's PROFILE_DIALOGS, one renderer
// per input type, a Done button that validates with the domain schema and saves with PUT /api/worker-profile.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import {
  DIALOG_DONE_LABEL,
  PROFILE_MESSAGES,
  dialogByKind,
  noGuaranteedHoursPatch,
  workerProfileUpdateSchema,
} from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { getPath } from '@/domain/jobs';
import type { WorkerProfile, WorkerProfileUpdate } from '@/domain/profile';
import type { DocumentRef } from '@/domain/shared';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMe } from '../../../lib/auth';
import { draftKey } from '../../../lib/form-draft';
import { useDomainForm } from '../../../lib/domain-form';
import { DraftNotice } from '../../../components/draft-notice';
import { FormRefusal } from '../../../components/form-refusal';
import { dialogFields, type FieldContext } from '../lib/dialog-fields';
import {
  initialValues,
  patchFromValues,
  patchToSend,
  profileFormSpec,
  serverFieldErrors,
  type FormValues,
} from '../lib/dialog-values';
import { FieldInput } from './field-input';
import { DocumentUpload } from './document-upload';

export interface ProfileDialogProps {
  /** The dialog kind; an unknown kind shows the fallback message. */
  kind: string;
  profile: WorkerProfile;
  onClose: () => void;
  /** Saves a patch (PUT /api/worker-profile) and answers the new profile; a failure's toast is the saver's. */
  save: (patch: WorkerProfileUpdate) => Promise<WorkerProfile>;
  /** Classifications the job requires, when the dialog is opened from a job. */
  jobClassifications?: string[] | null;
}

export function ProfileDialog({ kind, profile, onClose, save, jobClassifications = null }: ProfileDialogProps) {
  const dialog = dialogByKind(kind);
  const fields = useMemo(() => (dialog ? dialogFields(dialog) : []), [dialog]);
  const [initial] = useState<FormValues>(() => initialValues(fields, profile));
  // Values keyed by the profile path ('summary.profession'), read and written whole (never through a dotted path).
  const me = useMe();
  const form = useDomainForm<FormValues>(workerProfileUpdateSchema, initial, {
    ...profileFormSpec(fields, initial),
    draft: dialog && me.data ? draftKey(me.data.id, `profile-${dialog.kind}`, 'own') : null,
  });
  const draft = form.draft;
  const values = form.getValues();
  const errors = form.errors as Record<string, string>;
  const setErrors = form.setErrors;
  const [saving, setSaving] = useState(false);

  if (!dialog) {
    return (
      <Modal opened onClose={onClose} title={PROFILE_MESSAGES.dialogTitle} centered>
        <Stack>
          <Alert color="red" role="alert">
            {MESSAGES.unknownDialog}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{DIALOG_DONE_LABEL}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const ctx: FieldContext = { profession: profile.summary.profession, values, jobClassifications };

  const persist = async (patch: WorkerProfileUpdate) => {
    setSaving(true);
    try {
      await save(patch);
      return true;
    } catch (err) {
      // The server's field messages go under the inputs they name; any other failure is logged (spec section 8)
      // and shown once by the query client's mutation cache. What was typed stays in the dialog.
      if (!applyServerErrors({ setErrors: (f) => setErrors(serverFieldErrors(fields, f)) }, err))
        console.error('Profile save failed', err);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const change = async (path: string, value: unknown) => {
    form.setValues({ ...form.getValues(), [path]: value });
    const { [path]: _dropped, ...rest } = form.errors;
    setErrors(rest);
    // No Guaranteed Hours: saved at once, exactly the spec payload.
    if (path === 'shiftAndScheduling.guaranteed_hours_allowed' && value === true) {
      form.setValues({ ...form.getValues(), 'shiftAndScheduling.guaranteed_hours_per_week': 0 });
      await persist(noGuaranteedHoursPatch());
    }
  };

  // Checked by the hook first (the domain's update schema over what changed); an untouched dialog just closes.
  const done = async (values: FormValues) => {
    if (Object.keys(patchFromValues(fields, values, initial)).length === 0) {
      draft.clear();
      return onClose();
    }
    if (await persist(patchToSend(fields, values, initial))) {
      draft.clear();
      onClose();
    }
  };

  const noGuaranteed = values['shiftAndScheduling.guaranteed_hours_allowed'] === true;

  return (
    <Modal opened onClose={() => draft.confirmClose(onClose)} title={dialog.titles[0]} centered size="lg">
      <form onSubmit={form.onSubmit((v) => void done(v))} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
          {fields.map((spec, i) =>
            spec.input === 'file' || spec.input === 'references' ? (
              <DocumentUpload
                key={spec.path}
                label={spec.label}
                category={spec.category!}
                documents={(getPath(profile, spec.path) as DocumentRef[] | undefined) ?? []}
                names={spec.names?.(ctx)}
              />
            ) : spec.path === 'shiftAndScheduling.guaranteed_hours_per_week' && noGuaranteed ? null : (
              <FieldInput
                key={spec.path}
                spec={spec}
                value={values[spec.path]}
                onChange={(v) => void change(spec.path, v)}
                error={errors[spec.path]}
                ctx={ctx}
                first={i === 0}
              />
            ),
          )}
          <FormRefusal form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {DIALOG_DONE_LABEL}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
