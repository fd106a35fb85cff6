// Upload one document at a time (file or camera capture) into a category, with progress, and list
// the worker's documents of that category. The one form hook checks the upload with the route's schema
// (documentUploadInput: the fields, then the file's type and size); choosing a file (or capturing one) submits it.
import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Button, Group, List, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentCategory } from '@/domain/documents';
import { MESSAGES, formatDate } from '@/domain/shared';
import { PROFILE_MESSAGES } from '@/domain/profile';
import type { DocumentRef } from '@/domain/shared';
import { FormRefusal } from '../../../components/form-refusal';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { profileQueryKey } from '../api';
import { ACCEPT_ATTRIBUTE, captureFrame, openCamera, uploadDocument } from '../lib/upload';
import {
  uploadAsksFor,
  uploadFormCheck,
  uploadFormFields,
  uploadFormSchema,
  type UploadValues,
} from '../lib/upload-form';

export interface DocumentUploadProps {
  label: string;
  category: DocumentCategory;
  documents: DocumentRef[];
  /** Names a document of this category may carry (certifications, vaccinations). */
  names?: string[];
}

export function DocumentUpload({ label, category, documents, names }: DocumentUploadProps) {
  const inputId = useId();
  const qc = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A refused send (the server's answer); the form's own refusals are the hook's errors.
  const [failed, setFailed] = useState<string | null>(null);
  // A licence carries its number (issue 42): the checklist verifies a licence with its number and expiry.
  const { number: numbered, expiry: expires } = uploadAsksFor(category);
  const fieldsOf = (v: UploadValues) => uploadFormFields(category, v);
  const form = useDomainForm<UploadValues>(
    uploadFormSchema,
    { name: null, documentId: '', expiresOn: '', number: '', file: null },
    uploadFormCheck(category),
  );

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play?.().catch(() => undefined);
    }
    return () => stream?.getTracks().forEach((t) => t.stop());
  }, [stream]);

  const send = async (v: UploadValues) => {
    const file = v.file!;
    setProgress(0);
    try {
      await uploadDocument(file, file.name, fieldsOf(v), setProgress);
      form.setFieldValue('documentId', '');
      // Everything that lists the worker's files: the profile, the credentials panel (licences and certifications are
      // documents), the documents lists and the recruiters' expiry badges.
      await Promise.all(
        [profileQueryKey, ['credentials'], ['documents'], ['credential-alerts']].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      setFailed(err instanceof ApiError ? err.body.message : String(err));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const choose = (file: File) => {
    setFailed(null);
    form.submitWith({ file }, send);
  };

  const capture = async () => {
    if (!video.current) return;
    const file = await captureFrame(video.current);
    setStream(null);
    if (file) choose(file);
  };

  return (
    <Stack gap="xs">
      <Text fw={600} component="label" htmlFor={inputId}>
        {label}
      </Text>
      {documents.length > 0 ? (
        <List size="sm" aria-label={PROFILE_MESSAGES.upload.uploadedList(label)}>
          {documents.map((d) => (
            <List.Item key={d._id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor href={d.file} target="_blank" rel="noopener noreferrer">
                  {d.name}
                </Anchor>
                {d.expires_at && (
                  <Text size="xs" c="dimmed">
                    {PROFILE_MESSAGES.upload.expires(formatDate(d.expires_at))}
                  </Text>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    form.setFieldValue('documentId', d._id);
                    fileInput.current?.click();
                  }}
                  aria-label={PROFILE_MESSAGES.upload.replaceNamed(d.name)}
                >
                  {PROFILE_MESSAGES.upload.replace}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {PROFILE_MESSAGES.upload.none}
        </Text>
      )}
      {names && names.length > 0 && (
        <Select
          label={PROFILE_MESSAGES.upload.nameOf(label.toLowerCase().includes('vaccination'))}
          data={names}
          {...form.getInputProps('name')}
          searchable
          clearable
        />
      )}
      {numbered && <TextInput label={PROFILE_MESSAGES.upload.licenceNumber(label)} {...form.getInputProps('number')} />}
      {expires && (
        <TextInput type="date" label={PROFILE_MESSAGES.upload.expiresOn(label)} {...form.getInputProps('expiresOn')} />
      )}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={progress !== null}
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          if (f) choose(f);
        }}
      />
      <Group gap="xs">
        {stream ? (
          <>
            <Button size="xs" onClick={() => void capture()}>
              {PROFILE_MESSAGES.upload.capture}
            </Button>
            <Button size="xs" variant="default" onClick={() => setStream(null)}>
              {MESSAGES.cancel}
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="light"
            disabled={progress !== null}
            onClick={() => void openCamera().then(setStream)}
          >
            {PROFILE_MESSAGES.upload.takePhoto}
          </Button>
        )}
      </Group>
      {stream && (
        <video
          ref={video}
          playsInline
          muted
          aria-label={PROFILE_MESSAGES.upload.cameraPreview}
          style={{ width: '100%', maxHeight: 240 }}
        />
      )}
      {progress !== null && (
        <Progress value={progress} aria-label={PROFILE_MESSAGES.upload.uploadingNamed(label)} animated />
      )}
      {progress !== null && <Text size="xs">{PROFILE_MESSAGES.upload.uploading(progress)}</Text>}
      <FormRefusal
        message={
          failed ??
          ((form.errors.file ?? form.errors.category ?? form.errors.documentId ?? form.errors._form) as string)
        }
      />
    </Stack>
  );
}
