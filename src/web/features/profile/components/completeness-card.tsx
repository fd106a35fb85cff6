// Profile completeness: the percentage, a short checklist of what raises the match most (the domain's matchChecklist),
// and every missing item behind "Show all", each opening its dialog.
import { useState } from 'react';
import { Button, Card, Group, List, Progress, Text, Title, UnstyledButton } from '@mantine/core';
import { matchChecklist } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { PROFILE_MESSAGES, type WorkerProfile } from '@/domain/profile';
import type { WorkerProfileResponse } from '../api';

export function CompletenessCard({
  completeness,
  profile,
  onEdit,
}: {
  completeness: WorkerProfileResponse['completeness'];
  profile: WorkerProfile;
  onEdit: (kind: string) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const checklist = matchChecklist(profile);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profile-completeness">
      <Group justify="space-between">
        <Title order={2} size="h4" id="profile-completeness">
          {PROFILE_MESSAGES.completeness.title}
        </Title>
        <Text fw={700} data-testid="profile-completeness-percent">
          {completeness.percent}%
        </Text>
      </Group>
      <Progress
        value={completeness.percent}
        mt="xs"
        aria-label={PROFILE_MESSAGES.completeness.progress(completeness.percent)}
        color={completeness.percent === 100 ? 'green' : 'yellow'}
      />
      {checklist.length > 0 ? (
        <>
          <Text size="sm" mt="sm" fw={600} id="match-checklist">
            {MESSAGES.firstRun.checklistTitle}
          </Text>
          <List type="ordered" size="sm" mt={4} spacing={4} aria-labelledby="match-checklist">
            {checklist.map((item) => (
              <List.Item key={item.kind}>
                <UnstyledButton
                  onClick={() => onEdit(item.kind)}
                  c="blue.8"
                  fz="sm"
                  td="underline"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </UnstyledButton>{' '}
                <Text span size="xs" c="dimmed">
                  {MESSAGES.firstRun.checklistRows(item.rows)}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {completeness.missing.length > 0 ? (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            aria-expanded={showAll}
            onClick={() => setShowAll((s) => !s)}
          >
            {showAll ? MESSAGES.firstRun.hideMissing : MESSAGES.firstRun.showMissing(completeness.missing.length)}
          </Button>
          {showAll ? (
            <Group gap={6} mt={4}>
              {completeness.missing.map((m) => (
                <Button
                  key={m.key}
                  size="compact-xs"
                  variant="light"
                  color="yellow"
                  onClick={() => onEdit(m.component)}
                >
                  {m.title}
                </Button>
              ))}
            </Group>
          ) : null}
        </>
      ) : (
        <Text size="sm" mt="sm">
          {PROFILE_MESSAGES.completeness.complete}
        </Text>
      )}
    </Card>
  );
}
