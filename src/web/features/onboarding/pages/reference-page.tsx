// /reference/:token — the form a referee opens from the emailed link (issue 31; no account). The link is checked when
// the page opens: a used or expired link says so at once, before anything is typed. Usable at 390 px; every input has
// its label.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Fieldset,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ONBOARDING_MESSAGES,
  REFERENCE_MESSAGES as M,
  type ReferenceForm,
  type ReferenceQuestion,
} from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { Logo } from '../../../components/logo';
import { lazySchema } from '../../../lib/lazy-schema';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors, errorText } from '../../../lib/form-errors';
import { useAnswerReference, useReferenceForm } from '../references-api';
import { initialReferenceValues, toReferenceAnswers, type ReferenceValues } from '../lib/reference-answers';
import { Busy } from '../../../app/components/busy';

type Values = ReferenceValues;

function Question({ q, form }: { q: ReferenceQuestion; form: ReturnType<typeof useDomainForm<Values>> }) {
  switch (q.kind) {
    case 'date-range':
      return (
        <Fieldset legend={q.label} variant="unstyled">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={M.from} required={q.required} {...form.getInputProps(`${q.id}.from`)} />
            <TextInput type="date" label={M.to} required={q.required} {...form.getInputProps(`${q.id}.to`)} />
          </SimpleGrid>
        </Fieldset>
      );
    case 'yes-no': {
      const p = form.getInputProps(q.id);
      return (
        <Radio.Group
          label={q.label}
          required={q.required}
          value={(p.value as string | null) ?? ''}
          onChange={(v) => form.setFieldValue(q.id, v)}
          error={p.error}
        >
          <Group mt="xs">
            <Radio value="yes" label={M.yes} />
            <Radio value="no" label={M.no} />
          </Group>
        </Radio.Group>
      );
    }
    case 'rating': {
      const p = form.getInputProps(q.id);
      return (
        <Radio.Group
          label={q.label}
          required={q.required}
          value={p.value === null || p.value === undefined ? '' : String(p.value)}
          onChange={(v) => form.setFieldValue(q.id, Number(v))}
          error={p.error}
        >
          <Group mt="xs" gap="md">
            {[1, 2, 3, 4, 5].map((n) => (
              <Radio key={n} value={String(n)} label={String(n)} aria-label={M.ratingOf(n)} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'text':
      return <Textarea label={q.label} required={q.required} autosize minRows={3} {...form.getInputProps(q.id)} />;
  }
}

function AnswerForm({ token, form: data }: { token: string; form: Extract<ReferenceForm, { status: 'valid' }> }) {
  // Judged as the server judges it (referenceFormCheck): the questions' schema over the payload, fetched when the
  // form is first edited (a referee opens the emailed link on a phone: the page draws without zod).
  const schema = useMemo(
    () =>
      lazySchema(() =>
        import('@/domain/onboarding/references-schemas').then((m) =>
          m.referenceAnswersSchema(data.questions, data.today),
        ),
      ),
    [data.questions, data.today],
  );
  const form = useDomainForm<Values>(schema, initialReferenceValues(data.questions), {
    toInput: (v) => toReferenceAnswers(data.questions, v),
  });
  const send = useAnswerReference(token);
  const [error, setError] = useState<string | null>(null);
  if (send.isSuccess)
    return (
      <Alert color="green" role="status">
        {M.thanks}
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setError(null);
        try {
          await send.mutateAsync({ answers: toReferenceAnswers(data.questions, values) as never });
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 400 && applyServerErrors(form, err)))
            setError(errorText(err));
        }
      })}
    >
      <Stack gap="md">
        <Text>{M.formIntro(data.referee_name, data.worker_name, data.organization_name, data.job_title)}</Text>
        <Text size="sm" c="dimmed">
          {M.formPrivacy}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {data.questions.map((q) => (
          <Question key={q.id} q={q} form={form} />
        ))}
        <Button type="submit" loading={send.isPending} fullWidth>
          {M.submit}
        </Button>
      </Stack>
    </form>
  );
}

export function Component() {
  const { token = '' } = useParams();
  const q = useReferenceForm(token);
  const data = q.data;
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={560}>
        <Stack gap="lg">
          <Logo />
          <Title order={1} size="h2">
            {M.formTitle}
          </Title>
          {q.isLoading ? (
            <Busy label={ONBOARDING_MESSAGES.checkingLink} />
          ) : q.isError || !data ? (
            <Alert color="red" role="alert">
              {q.error instanceof ApiError ? q.error.message : MESSAGES.errors.invalidToken}
            </Alert>
          ) : data.status !== 'valid' ? (
            <Alert color="red" role="alert">
              {data.message}
            </Alert>
          ) : (
            <AnswerForm token={token} form={data} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
