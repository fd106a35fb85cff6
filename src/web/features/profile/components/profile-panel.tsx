// A panel of profile rows; each value is edited in place through its dialog.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type WorkerProfile } from '@/domain/profile';
import { displayValue, type PanelRow } from '../lib/panel-rows';

export interface ProfilePanelProps {
  title: string;
  rows: PanelRow[];
  profile: WorkerProfile;
  isPharmacy: boolean;
  onEdit: (row: PanelRow) => void;
}

export function ProfilePanel({ title, rows, profile, isPharmacy, onEdit }: ProfilePanelProps) {
  const headingId = `panel-${title.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Stack gap={6}>
        {rows
          .filter((row) => !row.pharmacyOnly || isPharmacy)
          .map((row) => {
            const value = displayValue(row, profile);
            return (
              <Group
                key={row.key}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-testid={`profile-row-${row.key}`}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed">
                    {row.label}
                  </Text>
                  <Text
                    size="sm"
                    fw={500}
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid={`profile-value-${row.key}`}
                  >
                    {value || PROFILE_MESSAGES.notSet}
                  </Text>
                </Stack>
                {/* Never squeezed by a long value beside it (its label was cut to "Edi" at 390 px). */}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onEdit(row)}
                  aria-label={PROFILE_MESSAGES.editNamed(row.label)}
                  style={{ flexShrink: 0 }}
                >
                  {PROFILE_MESSAGES.edit}
                </Button>
              </Group>
            );
          })}
      </Stack>
    </Card>
  );
}
