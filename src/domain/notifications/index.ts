// The public face of the domain's notification rules: code outside src/domain imports only from here.
export * from './api-schemas';
export * from './notifications';
export * from './mail-limits';
