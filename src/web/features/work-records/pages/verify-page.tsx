// /verify/:recordId (issue 45): the public page a work record's link and QR code open, signed in or out. It says
// whether the record is genuine and unchanged (the server re-reads the sealed file's SHA-256), shows what it states,
// and lets anyone upload a PDF to compare it byte for byte with the record CareLink issued.
import { useParams } from 'react-router';
import { Alert, Button, Center, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { WORK_RECORD_MESSAGES as M, type VerifyWorkRecordResponse } from '@/domain/work-records';
import { Logo } from '../../../components/logo';
import { ApiError, errorStatus } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { Busy } from '../../../app/components/busy';
import { UntilHydrated } from '../../../components/until-hydrated';
import { useRecordVerification, useVerifyPdf } from '../api';
import { RecordFacts } from '../components/record-facts';

const V = M.verify;

/**
 * A verdict and what the record states; `shownAbove` (a checked file that is the page's own record, unchanged) says so
 * in a line instead of repeating the same facts under the page's.
 */
function Verdict({ result, shownAbove = false }: { result: VerifyWorkRecordResponse; shownAbove?: boolean }) {
  return (
    <Stack gap="md">
      <Alert color={result.genuine ? 'green' : 'red'} role="status" fw={700}>
        {result.genuine ? V.genuine : V.notGenuine}
      </Alert>
      {shownAbove ? (
        <Text size="sm">{V.sameAsAbove}</Text>
      ) : result.record ? (
        <>
          <Title order={2} size="h4">
            {V.states}
          </Title>
          <RecordFacts record={result.record} />
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The route's schema (verifyWorkRecordInput: a file is chosen), fetched when a file is first chosen (lazy-schema.ts):
 * the page a QR code opens draws without zod. Whether the file is a readable PDF only the route can tell.
 */
const verifySchema = lazySchema(() =>
  import('@/domain/work-records/work-record-schemas').then((m) => m.verifyWorkRecordInput),
);

function CheckFile({ pageRecordId }: { pageRecordId: string | null }) {
  const form = useDomainForm(verifySchema, { file: null as File | null });
  const check = useVerifyPdf();
  const input = form.getInputProps('file');
  return (
    <Stack gap="sm" component="section" aria-labelledby="check-heading">
      <Title order={2} size="h4" id="check-heading">
        {V.checkHeading}
      </Title>
      <Text size="sm" c="dimmed">
        {V.checkHint}
      </Text>
      <form onSubmit={form.onSubmit((v) => void (v.file && check.mutate(v.file)))}>
        <UntilHydrated>
          <Stack gap="sm">
            <FileInput
              label={V.file}
              accept="application/pdf,.pdf"
              {...input}
              onChange={(f) => {
                input.onChange(f);
                check.reset();
              }}
              error={
                form.errors.file ??
                (check.error instanceof ApiError
                  ? (check.error.body.fields?.file ?? check.error.body.message)
                  : check.error?.message)
              }
              clearable
            />
            <Button type="submit" loading={check.isPending} leftSection={<IconFileCheck size={18} aria-hidden />}>
              {V.check}
            </Button>
          </Stack>
        </UntilHydrated>
      </form>
      {check.data ? (
        <Verdict
          result={check.data}
          shownAbove={check.data.genuine && !!pageRecordId && check.data.record?.id === pageRecordId}
        />
      ) : null}
    </Stack>
  );
}

export function Component() {
  const { recordId = '' } = useParams();
  const q = useRecordVerification(recordId);
  return (
    <Center component="main" mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={720}>
        <Stack gap="lg">
          <Logo />
          <Title order={1} size="h2">
            {V.pageTitle}
          </Title>
          {q.isLoading ? <Busy label={V.loading} /> : null}
          {q.error ? (
            <Alert color="red" role="status">
              {errorStatus(q.error) === 404 ? V.notFound : q.error.message}
            </Alert>
          ) : null}
          {q.data ? <Verdict result={q.data} /> : null}
          <CheckFile pageRecordId={q.data?.record?.id ?? null} />
        </Stack>
      </Paper>
    </Center>
  );
}
