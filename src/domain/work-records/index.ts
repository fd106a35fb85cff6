// The public face of the verifiable work record (issue 45): code outside src/domain imports only from here.
export * from './work-record-messages';
export * from './work-record-rules';
export * from './work-record-schemas';
