// A money column of the invoices' tables, set to the right (the list's and one invoice's).
export const RIGHT = { thProps: { ta: 'right' as const }, tdProps: () => ({ ta: 'right' as const }) };
