// The five collapsible comparison sections (Summary open by default): the job's value beside the worker's,
// with the match state in words and colour.
import { Link } from 'react-router';
import { Accordion, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCheck, IconMinus, IconQuestionMark, IconX } from '@tabler/icons-react';
import {
  COMPARISON_SECTIONS,
  JOB_MESSAGES,
  OPEN_BY_DEFAULT,
  isEmptyValue,
  isUnmet,
  sectionScores,
} from '@/domain/jobs';
import { MESSAGES, routes } from '@/domain/shared';
import { MoneyIllustration } from '../../../components/money-illustration';
import type { ComparedRowDto } from '../api';
import { formatField } from '@/domain/fields';
import classes from './comparison-table.module.css';

const STATE = {
  match: { color: 'green', Icon: IconCheck },
  mismatch: { color: 'red', Icon: IconX },
  missing: { color: 'orange', Icon: IconQuestionMark },
  not_stated: { color: 'gray', Icon: IconMinus },
} as const;

export function ComparisonSections({
  rows,
  onAskRecruiter,
  editable,
}: {
  rows: ComparedRowDto[];
  onAskRecruiter?: (rowTitle: string) => void;
  editable: boolean;
}) {
  // The same rows and rule as the card's match percent: each row's state decides whether it counts and matches.
  const scores = sectionScores(rows, (r) => r.state);
  // A closed section's rows are drawn when it is opened (the theme's Accordion keepMounted false).
  return (
    <Accordion multiple defaultValue={[...OPEN_BY_DEFAULT]} variant="separated" chevronPosition="right">
      {COMPARISON_SECTIONS.map((section) => {
        const inSection = rows.filter((r) => r.tab === section);
        if (inSection.length === 0) return null;
        const { matched, total } = scores.get(section)!;
        return (
          <Accordion.Item key={section} value={section}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap">
                {section === 'Pay' ? <MoneyIllustration size={28} /> : null}
                <Text fw={600}>{section}</Text>
                <Text size="sm" c="dimmed">
                  {MESSAGES.sectionMatchCount(matched, total)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <table className={classes.table} aria-label={JOB_MESSAGES.comparison.table(section)}>
                <thead>
                  <tr>
                    <th scope="col">{MESSAGES.jobInformation}</th>
                    <th scope="col">{MESSAGES.workerInformation}</th>
                  </tr>
                </thead>
                {inSection.map((row) => (
                  <ComparedRow key={row.key} row={row} onAskRecruiter={onAskRecruiter} editable={editable} />
                ))}
              </table>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

function ComparedRow({
  row,
  onAskRecruiter,
  editable,
}: {
  row: ComparedRowDto;
  onAskRecruiter?: (rowTitle: string) => void;
  editable: boolean;
}) {
  const s = STATE[row.state];
  const jobText = formatField(row.key, row.job_value, 'job');
  const workerText = formatField(row.key, row.worker_value, 'worker');
  const askRecruiter = row.ask_recruiter && isEmptyValue(row.job_value) && onAskRecruiter;
  return (
    <tbody aria-label={row.title} data-state={row.state}>
      <tr className={classes.titleRow}>
        <th colSpan={2} scope="rowgroup">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {row.title}
            </Text>
            <Badge
              color={s.color}
              variant="light"
              size="sm"
              style={{ flexShrink: 0 }}
              leftSection={<s.Icon size={12} stroke={2.5} aria-hidden />}
            >
              {MESSAGES.rowState[row.state]}
            </Badge>
          </Group>
          {row.state === 'match' ? (
            <Text size="xs" c="dimmed" fw={400}>
              {row.match_prompt}
            </Text>
          ) : null}
        </th>
      </tr>
      <tr>
        <td>
          {jobText ? (
            <Text size="sm">{jobText}</Text>
          ) : askRecruiter ? (
            <Anchor component="button" type="button" size="sm" onClick={() => onAskRecruiter(row.title)}>
              {MESSAGES.askRecruiter}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {JOB_MESSAGES.comparison.jobNotSpecified}
            </Text>
          )}
        </td>
        <td>
          {workerText ? (
            <Text size="sm">{workerText}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              {JOB_MESSAGES.comparison.workerNotProvided}
            </Text>
          )}
          {editable && isUnmet(row.state) ? (
            <Anchor component={Link} to={routes.profile(row.component)} size="xs">
              {row.empty_prompt}
            </Anchor>
          ) : null}
        </td>
      </tr>
    </tbody>
  );
}
