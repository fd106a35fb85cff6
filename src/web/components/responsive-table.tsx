// A table that stays readable on a phone: from Mantine's `sm` breakpoint up, a normal table; below it, each row is a
// card of "label: value" pairs (a list of description lists), so nothing scrolls sideways. Only one of the two is
// rendered, so every accessible name (a row's buttons, the table's label) exists once; while a page the server drew
// is being hydrated both are, the one not shown hidden by CSS (out of the accessibility tree), until the app owns it.
import { Fragment, type CSSProperties, type Key, type ReactNode } from 'react';
import { Box, Paper } from '@mantine/core';
import { DataTable, type DataCellProps, type DataHeaderCellProps, type DataTableProps } from './data-table';
import classes from './responsive-table.module.css';
import { useBelowSmOnceHydrated } from './use-below-sm';

/** A cell with nothing in it: no element, no text. */
const blank = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** What a body cell takes whether it is a `<td>` or the row's `<th>`. */
type CellProps = Omit<DataCellProps, 'children'>;

export interface ResponsiveColumn<T> {
  /** The column's header in the table, and the label in a card unless `label` is given. */
  header: ReactNode;
  /** The label in a card when the header is not words a person can read there (e.g. visually hidden). */
  label?: ReactNode;
  /** The cell's content (the same in both layouts unless `card` is given). */
  cell: (row: T) => ReactNode;
  /** The value in a card, when the table's cell speaks through its attributes (an icon with an aria-label). */
  card?: (row: T) => ReactNode;
  /** Props of the column's header cell, e.g. `ta`, `colSpan`. */
  thProps?: Omit<DataHeaderCellProps, 'children'>;
  /** Props of the column's body cell for a row, e.g. `ta`, an `aria-label`. */
  tdProps?: (row: T) => CellProps;
  /** The cell heads its row: `<th scope="row">` in the table. */
  rowHeader?: boolean;
  /** In a card, the value is the card's title (above the pairs, without a label) rather than a pair. */
  cardTitle?: boolean;
}

export interface ResponsiveTableProps<T> {
  /** The table's accessible name, also the cards list's. */
  'aria-label'?: string;
  columns: readonly ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Attributes of a row (its `<tr>`, or its card), e.g. `data-state`. */
  rowProps?: (row: T) => Record<`data-${string}`, string | undefined>;
  /** The wide layout's table options (striped, highlightOnHover, verticalSpacing: components/data-table.tsx). */
  tableProps?: Omit<DataTableProps, 'children'>;
  /** Below this width the wide table scrolls inside its own box (the browser's own scrolling; Mantine's
   * ScrollArea, and @floating-ui with it, stay out of the first view: data-table.tsx). */
  minWidth?: number;
  /**
   * A card's pairs side by side in this many columns, each label above its value (short values, many columns);
   * by default one pair a line, label beside value.
   */
  cardColumns?: number;
}

export function ResponsiveTable<T>({
  'aria-label': label,
  columns,
  rows,
  rowKey,
  rowProps,
  tableProps,
  minWidth = 0,
  cardColumns,
}: ResponsiveTableProps<T>) {
  // Unknown while a page the server drew is being hydrated (the server cannot know the screen): both are drawn then,
  // each shown by CSS at its width, and the one not shown goes once the app owns the page. (Deciding at the first
  // render, a phone's hydration met the wide table the server drew where it drew cards: React's #418.)
  const phone = useBelowSmOnceHydrated();
  if (phone === null)
    return (
      <>
        <Box hiddenFrom="sm">{cardsOf()}</Box>
        <Box visibleFrom="sm">{tableOf()}</Box>
      </>
    );
  return phone ? cardsOf() : tableOf();

  function cardsOf() {
    const title = columns.find((c) => c.cardTitle);
    // A card leaves out a pair with nothing to say (a blank cell is a table's way to keep its columns; a card has none).
    const pairsOf = (row: T) =>
      columns
        .filter((c) => !c.cardTitle)
        .map((c) => ({ c, value: (c.card ?? c.cell)(row) }))
        .filter(({ value }) => !blank(value));
    return (
      // role="list": Safari drops a list's semantics once its bullets are styled away.
      <ul className={classes.cards} aria-label={label} role="list">
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" {...rowProps?.(row)}>
            {title && <p className={classes.title}>{(title.card ?? title.cell)(row)}</p>}
            {cardColumns ? (
              // A <div> may group each label with its value inside a <dl>.
              <dl className={classes.grid} style={{ '--card-columns': cardColumns } as CSSProperties}>
                {pairsOf(row).map(({ c, value }, i) => (
                  <div key={i}>
                    <dt>{c.label ?? c.header}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <dl className={classes.pairs}>
                {pairsOf(row).map(({ c, value }, i) => (
                  <Fragment key={i}>
                    <dt>{c.label ?? c.header}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </Paper>
        ))}
      </ul>
    );
  }

  function tableOf() {
    return (
      <div className={classes.scroll}>
        <DataTable aria-label={label} miw={minWidth || undefined} {...tableProps}>
          <DataTable.Thead>
            <DataTable.Tr>
              {columns.map((c, i) => (
                <DataTable.Th key={i} scope="col" {...c.thProps}>
                  {c.header}
                </DataTable.Th>
              ))}
            </DataTable.Tr>
          </DataTable.Thead>
          <DataTable.Tbody>
            {rows.map((row) => (
              <DataTable.Tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((c, i) =>
                  c.rowHeader ? (
                    <DataTable.Th key={i} scope="row" {...c.tdProps?.(row)}>
                      {c.cell(row)}
                    </DataTable.Th>
                  ) : (
                    <DataTable.Td key={i} {...c.tdProps?.(row)}>
                      {c.cell(row)}
                    </DataTable.Td>
                  ),
                )}
              </DataTable.Tr>
            ))}
          </DataTable.Tbody>
        </DataTable>
      </div>
    );
  }
}
