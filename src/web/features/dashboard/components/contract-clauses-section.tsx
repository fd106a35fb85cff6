// The organization's contract clauses (issue 45), in its settings: plain paragraphs (a textarea each: add, remove,
// move up and down, the 2000-character limit shown), saved as the next version through the one form mechanism
// (useDomainForm over the domain's contractClausesInput, a lazySchema), the version in force with its last change, and a live
// preview of the contract's "Further terms" section built by the contract's own function (contractClauseSection).
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  type MantineSpacing,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  CONTRACT_CLAUSE_MESSAGES as M,
  clausesAsKept,
  contractClauseSection,
  MAX_CLAUSE_LENGTH,
  MAX_CONTRACT_CLAUSES,
  type ContractClausesView,
} from '@/domain/onboarding';

import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useContractClauses, useSaveContractClauses } from '../placement-api';
import { QueryState } from './query-state';
import { useFullLocalTime } from '../../../components/local-time';

type Values = { clauses: string[]; version: number };

/** The version in force and its last change. */
/** The domain's contractClausesInput, fetched when the form is first edited (the settings draw no zod first). */
const clausesSchema = lazySchema(() =>
  import('@/domain/onboarding/contract-clauses').then((m) => m.contractClausesInput),
);

function VersionLine({ view }: { view: ContractClausesView }) {
  const at = useFullLocalTime();
  return (
    <Text size="sm" data-testid="clauses-version">
      <Text span fw={600}>
        {M.version(view.version)}
      </Text>
      {' · '}
      {view.updated_at ? M.lastChange(at(view.updated_at), view.updated_by) : M.neverSaved}
    </Text>
  );
}

/** How the paragraphs being edited appear in the contract: the contract's own section, or its absence. */
function ClausesPreview({ clauses, gap }: { clauses: string[]; gap: MantineSpacing }) {
  const sections = contractClauseSection(clausesAsKept(clauses));
  return (
    <Paper withBorder p="md" bg="gray.0" component="section" aria-labelledby="clauses-preview-title">
      <Stack gap={gap}>
        <Title order={3} size="h5" id="clauses-preview-title">
          {M.previewTitle}
        </Title>
        <Text size="xs" c="dimmed">
          {M.previewHint}
        </Text>
        {sections.length === 0 ? <Text size="sm">{M.previewEmpty}</Text> : null}
        {sections.map((s) => (
          <Stack key={s.title} gap={6} data-testid="clauses-preview">
            <Text fw={700}>{s.title}</Text>
            {s.lines?.map((line, i) => (
              <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function ClausesForm({ view }: { view: ContractClausesView }) {
  const save = useSaveContractClauses();
  const form = useDomainForm<Values>(clausesSchema, { clauses: [...view.clauses], version: view.version });
  const clauses = form.values.clauses;
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => notifications.show({ color: 'green', message: M.saved(saved.version) }),
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  const listError = form.errors.clauses;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <form onSubmit={submit} noValidate aria-label={M.title}>
        <Stack gap="sm">
          {clauses.length === 0 ? <Text size="sm">{M.none}</Text> : null}
          {clauses.map((text, i) => (
            <Stack key={i} gap={4}>
              <Textarea
                label={M.paragraphLabel(i + 1)}
                autosize
                minRows={2}
                maxRows={12}
                description={M.charCount(text.length, MAX_CLAUSE_LENGTH)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                styles={{
                  description: { color: text.length > MAX_CLAUSE_LENGTH ? 'var(--mantine-color-red-7)' : undefined },
                }}
                {...form.getInputProps(`clauses.${i}`)}
              />
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  aria-label={M.moveUp(i + 1)}
                  disabled={i === 0}
                  onClick={() => form.reorderListItem('clauses', { from: i, to: i - 1 })}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={M.moveDown(i + 1)}
                  disabled={i === clauses.length - 1}
                  onClick={() => form.reorderListItem('clauses', { from: i, to: i + 1 })}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={M.remove(i + 1)}
                  onClick={() => form.removeListItem('clauses', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Stack>
          ))}
          {listError ? (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          ) : null}
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Button
              variant="light"
              disabled={clauses.length >= MAX_CONTRACT_CLAUSES}
              onClick={() => form.insertListItem('clauses', '')}
            >
              {M.add}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {M.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <ClausesPreview clauses={clauses} gap="xs" />
    </SimpleGrid>
  );
}

/** The settings card; those who manage the organization only. */
export function ContractClausesSection() {
  const q = useContractClauses(true);
  return (
    <Paper withBorder p="md" component="section" id="contract-clauses" aria-labelledby="contract-clauses-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="contract-clauses-title">
          {M.title}
        </Title>
        <Text size="sm" c="dimmed">
          {M.hint}
        </Text>
        <QueryState query={q} />
        {q.data ? (
          <>
            <VersionLine view={q.data} />
            {/* A new version (saved here or elsewhere) starts the form again from what is in force. */}
            <ClausesForm key={q.data.version} view={q.data} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
