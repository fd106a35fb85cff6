// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';
import { renderWithProviders } from '../test/render';
import { viewport } from '../test/viewport';

interface Member {
  id: string;
  name: string;
  email: string;
}
const MEMBERS: Member[] = [
  { id: '1', name: 'Ada Lovelace', email: 'ada@demo.test' },
  { id: '2', name: 'Grace Hopper', email: 'grace@demo.test' },
];

function Team({ onDeactivate }: { onDeactivate: (m: Member) => void }) {
  const columns: ResponsiveColumn<Member>[] = [
    { header: 'Name', cell: (m) => m.name },
    { header: 'Email', cell: (m) => m.email },
    {
      header: 'Actions',
      cell: (m) => (
        <Button size="xs" onClick={() => onDeactivate(m)} aria-label={`Deactivate ${m.email}`}>
          Deactivate
        </Button>
      ),
    },
  ];
  return <ResponsiveTable aria-label="Team" columns={columns} rows={MEMBERS} rowKey={(m) => m.id} />;
}

describe('ResponsiveTable', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('at a 390 px phone shows each row as a card of label and value pairs, with its buttons', async () => {
    viewport(390);
    const onDeactivate = vi.fn();
    renderWithProviders(<Team onDeactivate={onDeactivate} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Team' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs(cards[0])).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@demo.test'],
      ['Actions', 'Deactivate'],
    ]);
    expect(pairs(cards[1])).toEqual([
      ['Name', 'Grace Hopper'],
      ['Email', 'grace@demo.test'],
      ['Actions', 'Deactivate'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate grace@demo.test' }));
    expect(onDeactivate).toHaveBeenCalledWith(MEMBERS[1]);
  });

  it('at 1280 px shows a table with the same headers, cells and uniquely named buttons', () => {
    viewport(1280);
    renderWithProviders(<Team onDeactivate={() => {}} />);

    expect(screen.queryByRole('list', { name: 'Team' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Ada Lovelace', 'ada@demo.test', 'Deactivate'],
      ['Grace Hopper', 'grace@demo.test', 'Deactivate'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Deactivate ada@demo.test' })).toHaveLength(1);
  });

  it('switches at the sm breakpoint: 767 px is a phone, 768 px is not', () => {
    viewport(767);
    const { unmount } = renderWithProviders(<Team onDeactivate={() => {}} />);
    expect(screen.getByRole('list', { name: 'Team' })).toBeInTheDocument();
    unmount();
    viewport(768);
    renderWithProviders(<Team onDeactivate={() => {}} />);
    expect(screen.getByRole('table', { name: 'Team' })).toBeInTheDocument();
  });

  it('keeps a row header, cell names and row attributes at 1280 px; a card gives words for an icon at 390 px', () => {
    interface Permission {
      action: string;
      description: string;
      allowed: boolean;
    }
    const rows: Permission[] = [{ action: 'post', description: 'Post jobs', allowed: true }];
    const columns: ResponsiveColumn<Permission>[] = [
      { header: 'Permission', rowHeader: true, cell: (p) => p.description },
      {
        header: <span aria-hidden>W</span>,
        label: 'Worker',
        tdProps: (p) => ({ 'aria-label': `Worker: ${p.allowed ? 'allowed' : 'not allowed'}` }),
        cell: (p) => (p.allowed ? '✓' : '–'),
        card: (p) => (p.allowed ? 'Allowed' : 'Not allowed'),
      },
    ];
    const ui = (
      <ResponsiveTable
        aria-label="Permissions"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.action}
        rowProps={(p) => ({ 'data-action': p.action })}
      />
    );
    viewport(1280);
    const { unmount } = renderWithProviders(ui);
    expect(screen.getByRole('rowheader', { name: 'Post jobs' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('cell', { name: 'Worker: allowed' })).toHaveTextContent('✓');
    expect(screen.getByRole('rowheader').closest('tr')).toHaveAttribute('data-action', 'post');
    unmount();

    viewport(390);
    renderWithProviders(ui);
    const card = within(screen.getByRole('list', { name: 'Permissions' })).getByRole('listitem');
    expect(card).toHaveAttribute('data-action', 'post');
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Permission', 'Worker']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Post jobs', 'Allowed']);
  });
  it("at 390 px can title each card with its row's name and set the pairs in columns, label above value", () => {
    viewport(390);
    const rows = [{ action: 'post', description: 'Post jobs', worker: false, admin: true }];
    renderWithProviders(
      <ResponsiveTable
        aria-label="Permissions"
        cardColumns={2}
        rows={rows}
        rowKey={(p) => p.action}
        columns={[
          { header: 'Permission', rowHeader: true, cardTitle: true, cell: (p) => p.description },
          { header: 'Worker', cell: (p) => (p.worker ? 'Allowed' : 'Not allowed') },
          { header: 'Admin', cell: (p) => (p.admin ? 'Allowed' : 'Not allowed') },
        ]}
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Permissions' })).getByRole('listitem');
    expect(card.firstElementChild).toHaveTextContent('Post jobs');
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Worker', 'Admin']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Not allowed', 'Allowed']);
  });

  it('at 390 px a card leaves out a pair with nothing in it; the table keeps the blank cell in its column', () => {
    const rows = [
      { code: 'REG', hours: '24.00', rate: '$70.00/h' },
      { code: 'STIPEND', hours: '', rate: null },
    ];
    const ui = (
      <ResponsiveTable
        aria-label="Lines"
        rows={rows}
        rowKey={(r) => r.code}
        columns={[
          { header: 'Line', cardTitle: true, cell: (r) => r.code },
          { header: 'Hours', cell: (r) => r.hours },
          { header: 'Bill rate', cell: (r) => r.rate },
          { header: 'Paid', cell: () => 0 },
        ]}
      />
    );
    viewport(390);
    const { unmount } = renderWithProviders(ui);
    const [reg, stipend] = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    const terms = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
    expect(terms(reg)).toEqual(['Hours', 'Bill rate', 'Paid']);
    // A zero is a value, not a blank.
    expect(terms(stipend)).toEqual(['Paid']);
    unmount();
    viewport(1280);
    renderWithProviders(ui);
    const cells = within(screen.getByRole('table', { name: 'Lines' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').length);
    expect(cells).toEqual([4, 4]);
  });
});
