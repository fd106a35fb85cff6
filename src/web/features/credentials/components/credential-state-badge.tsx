// A credential state as a coloured badge that always says its state in words (never colour alone); dark text keeps
// the WCAG 4.5:1 contrast on every light background.
import { Badge } from '@mantine/core';
import { CREDENTIAL_STATE_COLORS, type CredentialState } from '@/domain/profile';

export function CredentialStateBadge({ status, label }: { status: CredentialState | 'missing' | null; label: string }) {
  return (
    <Badge
      color={status ? CREDENTIAL_STATE_COLORS[status] : 'gray'}
      variant="light"
      c="dark.9"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
