// A week's versions (v1, v2 … with their status) and its History (who did what, when), shown to both sides (issue 44).
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';

import { formatShiftLength, HOURS_MESSAGES as M } from '@/domain/hours';
import type { WeekResponse } from '@/domain/timesheets';
import { useFullLocalTime } from '../../../components/local-time';

export function WeekHistory({ week }: { week: WeekResponse }) {
  const at = useFullLocalTime();
  return (
    <Accordion variant="separated" multiple>
      <Accordion.Item value="versions">
        <Accordion.Control>
          {M.versionsTitle} ({week.versions.length})
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {week.versions.map((v) => (
              <li key={v.version} data-testid="week-version">
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>{M.version(v.version)}</Text>
                  <Badge variant="light">{M.status[v.status]}</Badge>
                  {v.submitted_at ? <Text size="sm">{at(v.submitted_at)}</Text> : null}
                  <Text size="sm" c="dimmed">
                    {formatShiftLength(v.entries.reduce((n, e) => n + (e.minutes ?? 0), 0))}
                  </Text>
                </Group>
                {v.disputes.map((d) => (
                  <Text key={d.entry} size="sm" c="red.9">
                    {M.disputedLine(d.reason)}
                  </Text>
                ))}
              </li>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="history">
        <Accordion.Control>{M.historyTitle}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={M.historyTitle}>
            {week.history.map((h, i) => (
              <Text component="li" key={i} size="sm" data-testid="week-history-row">
                {at(h.at)} · {h.text}
                {h.by ? ` · ${h.by}` : ''}
                {h.notes ? ` · ${h.notes}` : ''}
              </Text>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
