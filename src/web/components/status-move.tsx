// A move from one status to another, read aloud as "New to Screening": an arrow icon, not a glyph.
import { VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { MESSAGES } from '@/domain/shared';

export function StatusMove({ from, to }: { from: string; to: string }) {
  return (
    <>
      {from} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      <VisuallyHidden>{MESSAGES.statusMove.to}</VisuallyHidden> {to}
    </>
  );
}
