// The app's table: plain table elements drawn as Mantine's Table draws them (data-table.module.css), with Mantine's
// style props on the root and the cells (`ta`, `c`, `fw`, `miw`). Not Mantine's Table because its module imports
// Table.ScrollContainer, and with it ScrollArea and all of @floating-ui/react (54 KB of the first view of every page
// with a table, the application page's and the Dashboard's among them), used or not; and each of its cells is a
// component reading the table's context, which a page the server drew pays for again in its hydration. A lint rule
// (eslint.config.js) keeps Mantine's Table out of the app; tests/e2e/first-view.spec.ts checks the pages' first views.
import type { CSSProperties, ReactNode } from 'react';
import { Box, type BoxProps, type ElementProps, type MantineSpacing } from '@mantine/core';
import classes from './data-table.module.css';

export interface DataTableProps extends BoxProps, ElementProps<'table'> {
  /** Odd body rows shaded. */
  striped?: boolean;
  /** The body row under the pointer highlighted. */
  highlightOnHover?: boolean;
  /** The cells' padding above and below: a theme spacing (Mantine's Table's default, 7 px, when not given). */
  verticalSpacing?: MantineSpacing;
  children?: ReactNode;
}

/** A cell, header or data: Mantine's style props and the element's own attributes (`colSpan`, `scope`, `aria-*`). */
export type DataCellProps = BoxProps & ElementProps<'td'>;
export type DataHeaderCellProps = BoxProps & ElementProps<'th'>;

function DataTableRoot({
  striped,
  highlightOnHover,
  verticalSpacing,
  className,
  style,
  children,
  ...others
}: DataTableProps) {
  const spacing = verticalSpacing
    ? ({ '--data-table-vertical-spacing': `var(--mantine-spacing-${verticalSpacing})` } as CSSProperties)
    : undefined;
  return (
    <Box
      component="table"
      className={className ? `${classes.table} ${className}` : classes.table}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      style={spacing && style ? [spacing, style] : (spacing ?? style)}
      {...others}
    >
      {children}
    </Box>
  );
}

const Thead = (props: ElementProps<'thead'>) => <thead {...props} />;
const Tbody = (props: ElementProps<'tbody'>) => <tbody {...props} />;
const Tr = (props: ElementProps<'tr'>) => <tr {...props} />;
const Th = (props: DataHeaderCellProps) => <Box component="th" {...props} />;
const Td = (props: DataCellProps) => <Box component="td" {...props} />;

/** `<DataTable>` with its parts as `DataTable.Thead`, `.Tbody`, `.Tr`, `.Th`, `.Td`, as Mantine's Table names them. */
export const DataTable = Object.assign(DataTableRoot, { Thead, Tbody, Tr, Th, Td });
