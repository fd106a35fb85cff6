// The worker's Done assignment: "Download work record", with a checkbox to add the organization's review of her and
// her reply (issue 45). The download is the sealed PDF itself, streamed by the server.
import { useState } from 'react';
import { Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { WORK_RECORD_MESSAGES as M, canIssueWorkRecord } from '@/domain/work-records';
import { workRecordUrl } from '../api';

export function WorkRecordCard({ applicationId, status }: { applicationId: string; status: string }) {
  const [includeReview, setIncludeReview] = useState(false);
  if (!canIssueWorkRecord(status)) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={M.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {M.title}
        </Title>
        <Checkbox
          label={M.includeReview}
          description={M.includeReviewHint}
          checked={includeReview}
          onChange={(e) => setIncludeReview(e.currentTarget.checked)}
        />
        <Button
          component="a"
          href={workRecordUrl(applicationId, includeReview)}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
          fullWidth
        >
          {M.download}
        </Button>
        <Text size="xs" c="dimmed">
          {M.pdf.verifyText}
        </Text>
      </Stack>
    </Card>
  );
}
