// The phone's drawer of the job filters (job-filters.tsx), loaded when first opened or when its button is hovered or
// focused: Mantine's Drawer brings its scroll area (@floating-ui) and focus trap, which the first view does not show.
import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { JOB_MESSAGES } from '@/domain/jobs';

export default function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={JOB_MESSAGES.search.filters}
      position="bottom"
      // As tall as the controls need, up to the screen.
      styles={{ content: { height: 'auto', maxHeight: '100dvh' } }}
    >
      {children}
    </Drawer>
  );
}
