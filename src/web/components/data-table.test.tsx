// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';

function Pipeline(props: { striped?: boolean; highlightOnHover?: boolean; verticalSpacing?: 'xs' }) {
  return (
    <DataTable aria-label="Pipeline" miw={480} {...props}>
      <DataTable.Thead>
        <DataTable.Tr>
          <DataTable.Th scope="col">Status</DataTable.Th>
          <DataTable.Th scope="col" ta="right">
            Applications
          </DataTable.Th>
        </DataTable.Tr>
      </DataTable.Thead>
      <DataTable.Tbody>
        <DataTable.Tr data-status="New">
          <DataTable.Th scope="row" fw={400}>
            New
          </DataTable.Th>
          <DataTable.Td ta="right" c="dimmed" colSpan={1}>
            12
          </DataTable.Td>
        </DataTable.Tr>
      </DataTable.Tbody>
    </DataTable>
  );
}

describe('DataTable', () => {
  it('is a table with its headers, rows and cells, named, with Mantine style props on the root and the cells', () => {
    renderWithProviders(<Pipeline />);
    const table = screen.getByRole('table', { name: 'Pipeline' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Status', 'Applications']);
    expect(within(table).getByRole('rowheader', { name: 'New' })).toHaveStyle({ fontWeight: '400' });
    const cell = within(table).getByRole('cell', { name: '12' });
    expect(cell).toHaveStyle({ textAlign: 'right' });
    expect(cell).toHaveAttribute('colspan', '1');
    expect(cell.closest('tr')).toHaveAttribute('data-status', 'New');
    expect(table.style.minWidth).toBe('calc(30rem * var(--mantine-scale))');
  });

  it('says striped and hover as attributes its sheet reads, and the cells spacing as its variable', () => {
    const { unmount } = renderWithProviders(<Pipeline />);
    let table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('data-striped');
    expect(table).not.toHaveAttribute('data-hover');
    expect(table.style.getPropertyValue('--data-table-vertical-spacing')).toBe('');
    unmount();
    renderWithProviders(<Pipeline striped highlightOnHover verticalSpacing="xs" />);
    table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-striped');
    expect(table).toHaveAttribute('data-hover');
    expect(table.style.getPropertyValue('--data-table-vertical-spacing')).toBe('var(--mantine-spacing-xs)');
  });
});
