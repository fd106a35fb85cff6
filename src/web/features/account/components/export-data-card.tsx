// Export my data (workers): a link the browser downloads as it is streamed.
import { Button, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, MESSAGES } from '@/domain/shared';
import { EXPORT_URL } from '../api';

export function ExportDataCard() {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {ACCOUNT_MESSAGES.export.title}
      </Title>
      <Text size="sm" mb="sm">
        {MESSAGES.account.exportHelp}
      </Text>
      <Button component="a" href={EXPORT_URL} download variant="light" leftSection={<IconDownload size={16} />}>
        {ACCOUNT_MESSAGES.export.download}
      </Button>
    </Paper>
  );
}
