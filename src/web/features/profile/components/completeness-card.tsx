// Profile completeness: the percentage and what is missing, each missing item opening its dialog.
import { Button, Card, Group, Progress, Text, Title } from '@mantine/core';
import type { WorkerProfileResponse } from '../api';

export function CompletenessCard({
  completeness,
  onEdit,
}: {
  completeness: WorkerProfileResponse['completeness'];
  onEdit: (kind: string) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profile-completeness">
      <Group justify="space-between">
        <Title order={2} size="h4" id="profile-completeness">
          Profile completeness
        </Title>
        <Text fw={700} data-testid="profile-completeness-percent">
          {completeness.percent}%
        </Text>
      </Group>
      <Progress
        value={completeness.percent}
        mt="xs"
        aria-label={`Profile ${completeness.percent}% complete`}
        color={completeness.percent === 100 ? 'green' : 'yellow'}
      />
      {completeness.missing.length > 0 ? (
        <>
          <Text size="sm" mt="sm">
            Missing:
          </Text>
          <Group gap={6} mt={4}>
            {completeness.missing.map((m) => (
              <Button key={m.key} size="compact-xs" variant="light" color="yellow" onClick={() => onEdit(m.component)}>
                {m.title}
              </Button>
            ))}
          </Group>
        </>
      ) : (
        <Text size="sm" mt="sm">
          Your profile is complete.
        </Text>
      )}
    </Card>
  );
}
