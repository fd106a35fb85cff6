// Upload one document at a time (file or camera capture) into a category, with progress, and list
// the worker's documents of that category.
import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Button, Group, List, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentCategory } from '@/domain/documents';
import { formatDate } from '@/domain/shared';
import type { DocumentRef } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { profileQueryKey } from '../api';
import { ACCEPT_ATTRIBUTE, captureFrame, checkFile, openCamera, uploadDocument } from '../lib/upload';

/** Categories whose documents carry an expiry date (cards, licences, vaccinations, TB tests). */
const EXPIRING = new Set<DocumentCategory>(['certificates', 'vaccinations', 'professional_licenses', 'others']);

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
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [replaceId, setReplaceId] = useState<string | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [number, setNumber] = useState('');
  // A licence carries its number (issue 42): the checklist verifies a licence with its number and expiry.
  const numbered = category === 'professional_licenses';
  const expires = EXPIRING.has(category);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play?.().catch(() => undefined);
    }
    return () => stream?.getTracks().forEach((t) => t.stop());
  }, [stream]);

  const send = async (file: File) => {
    const problem = checkFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await uploadDocument(
        file,
        file.name,
        {
          category,
          ...(replaceId ? { documentId: replaceId } : {}),
          ...(name ? { name } : {}),
          ...(expires && expiresOn ? { expiresOn } : {}),
          ...(numbered && number.trim() ? { number: number.trim() } : {}),
        },
        setProgress,
      );
      setReplaceId(null);
      // Everything that lists the worker's files: the profile, the credentials panel (licences and certifications are
      // documents), the documents lists and the recruiters' expiry badges.
      await Promise.all(
        [profileQueryKey, ['credentials'], ['documents'], ['credential-alerts']].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.body.message : String(err));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const capture = async () => {
    if (!video.current) return;
    const file = await captureFrame(video.current);
    setStream(null);
    if (file) await send(file);
  };

  return (
    <Stack gap="xs">
      <Text fw={600} component="label" htmlFor={inputId}>
        {label}
      </Text>
      {documents.length > 0 ? (
        <List size="sm" aria-label={`${label} uploaded`}>
          {documents.map((d) => (
            <List.Item key={d._id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor href={d.file} target="_blank" rel="noopener noreferrer">
                  {d.name}
                </Anchor>
                {d.expires_at && (
                  <Text size="xs" c="dimmed">
                    expires {formatDate(d.expires_at)}
                  </Text>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    setReplaceId(d._id);
                    fileInput.current?.click();
                  }}
                  aria-label={`Replace ${d.name}`}
                >
                  Replace
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      )}
      {names && names.length > 0 && (
        <Select
          label={`Name of the ${label.toLowerCase().includes('vaccination') ? 'vaccination' : 'certification'}`}
          data={names}
          value={name}
          onChange={setName}
          searchable
          clearable
        />
      )}
      {numbered && (
        <TextInput
          label={`${label}: licence number`}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
      )}
      {expires && (
        <TextInput
          type="date"
          label={`${label}: expires on`}
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
        />
      )}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={progress !== null}
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          if (f) void send(f);
        }}
      />
      <Group gap="xs">
        {stream ? (
          <>
            <Button size="xs" onClick={() => void capture()}>
              Capture
            </Button>
            <Button size="xs" variant="default" onClick={() => setStream(null)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="light"
            disabled={progress !== null}
            onClick={() => void openCamera().then(setStream)}
          >
            Take a photo
          </Button>
        )}
      </Group>
      {stream && (
        <video ref={video} playsInline muted aria-label="Camera preview" style={{ width: '100%', maxHeight: 240 }} />
      )}
      {progress !== null && <Progress value={progress} aria-label={`Uploading ${label}`} animated />}
      {progress !== null && <Text size="xs">Uploading… {progress}%</Text>}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
