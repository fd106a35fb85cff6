// A panel of profile rows; each value is edited in place through its dialog. The rows are plain elements laid out by
// profile-panel.module.css: a profile has some 60, and four Mantine components a row were most of the page's hydration.
import { Button, Card, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type WorkerProfile } from '@/domain/profile';
import { displayValue, type PanelRow } from '../lib/panel-rows';
import classes from './profile-panel.module.css';

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
      <div className={classes.rows}>
        {rows
          .filter((row) => !row.pharmacyOnly || isPharmacy)
          .map((row) => (
            <div key={row.key} className={classes.row} data-testid={`profile-row-${row.key}`}>
              <div className={classes.text}>
                <p className={classes.label}>{row.label}</p>
                <p className={classes.value} data-testid={`profile-value-${row.key}`}>
                  {displayValue(row, profile) || PROFILE_MESSAGES.notSet}
                </p>
              </div>
              <Button
                size="compact-sm"
                variant="subtle"
                className={classes.edit}
                onClick={() => onEdit(row)}
                aria-label={PROFILE_MESSAGES.editNamed(row.label)}
              >
                {PROFILE_MESSAGES.edit}
              </Button>
            </div>
          ))}
      </div>
    </Card>
  );
}
