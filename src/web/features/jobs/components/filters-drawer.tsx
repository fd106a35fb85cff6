// The phone's drawer of the job filters (job-filters.tsx), loaded when first opened or when its button is hovered or
// focused: Mantine's Drawer brings its scroll area (@floating-ui) and focus trap, which the first view does not show.
import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

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
      title="Filters"
      position="bottom"
      // As tall as the controls need, up to the screen.
      styles={{ content: { height: 'auto', maxHeight: '100dvh' } }}
    >
      {children}
    </Drawer>
  );
}
