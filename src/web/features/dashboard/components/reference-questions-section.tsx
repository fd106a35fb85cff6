// The organization's reference questions (issue 31), in its settings: what the public reference form asks, with the
// defaults (dates worked together, would rehire, clinical competence 1–5, comments) until the organization sets its own.
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_REFERENCE_QUESTIONS,
  REFERENCE_MESSAGES as M,
  REFERENCE_QUESTION_KINDS,
  type ReferenceQuestion,
  type ReferenceQuestionKind,
} from '@/domain/onboarding';
import { errorText } from '../../../lib/form-errors';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { useReferenceQuestions, useSaveReferenceQuestions } from '../placement-api';
import { QueryState } from './query-state';

/** The domain's referenceQuestionsInput, fetched when the form is first edited (the settings draw no zod first). */
const questionsSchema = lazySchema(() =>
  import('@/domain/onboarding/references-schemas').then((m) => m.referenceQuestionsInput),
);

const KIND_OPTIONS = REFERENCE_QUESTION_KINDS.map((k) => ({ value: k, label: M.kinds[k] }));

function QuestionsForm({ initial }: { initial: ReferenceQuestion[] }) {
  const form = useDomainForm(questionsSchema, { questions: initial });
  const [failed, setFailed] = useState<string | null>(null);
  const save = useSaveReferenceQuestions();
  const questions = form.getValues().questions;
  const setQuestions = (next: (qs: ReferenceQuestion[]) => ReferenceQuestion[]) => {
    form.setValues({ questions: next(form.getValues().questions) });
    form.clearErrors();
  };
  const set = (i: number, patch: Partial<ReferenceQuestion>) =>
    setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  // The schema's first refusal (the words the server answers with), or the failed save's.
  const refusal = Object.values(form.errors)[0] ?? failed;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setFailed(null);
        try {
          // Checked by the form hook with the route's schema; the server parses what it keeps.
          await save.mutateAsync(values);
          notifications.show({ color: 'green', message: M.questionsSaved });
        } catch (err) {
          setFailed(errorText(err));
        }
      })}
    >
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        {questions.map((q, i) => (
          <Group key={q.id} align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={`${M.questionLabel} ${i + 1}`}
              value={q.label}
              onChange={(e) => set(i, { label: e.currentTarget.value })}
              style={{ flex: '1 1 240px' }}
              required
            />
            <Select
              label={M.questionKind}
              data={KIND_OPTIONS}
              value={q.kind}
              allowDeselect={false}
              onChange={(v) => v && set(i, { kind: v as ReferenceQuestionKind })}
              w={180}
            />
            <Checkbox
              label={M.questionRequired}
              checked={q.required}
              onChange={(e) => set(i, { required: e.currentTarget.checked })}
              mb={8}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${M.removeQuestion} ${i + 1}`}
              disabled={questions.length <= 1}
              onClick={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="light"
            disabled={questions.length >= 12}
            onClick={() =>
              setQuestions((qs) => [
                ...qs,
                { id: `q-${Date.now().toString(36)}`, label: '', kind: 'text', required: false },
              ])
            }
          >
            {M.addQuestion}
          </Button>
          <Button
            variant="default"
            onClick={() => setQuestions(() => DEFAULT_REFERENCE_QUESTIONS.map((q) => ({ ...q })))}
          >
            {M.resetQuestions}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {M.saveQuestions}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The settings card; organization users only. */
export function ReferenceQuestionsSection() {
  const q = useReferenceQuestions(true);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {M.questionsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {M.questionsHint}
      </Text>
      <QueryState query={q} />
      {q.data ? <QuestionsForm initial={q.data.questions} /> : null}
    </Paper>
  );
}
