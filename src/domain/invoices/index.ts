// Invoices of organizations that place workers at client facilities (issue 45): rate cards, invoice lines from an
// approved week's pay statement, credit notes and versions, the API's schemas and the words.
export * from './invoice-messages';
export * from './rate-card';
export * from './rate-card-codes';
export * from './invoice-lines';
export * from './api-schemas';
