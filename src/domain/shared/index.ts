// The public face of the domain's shared rules: code outside src/domain imports only from here.
export * from './account-schemas';
export * from './common-schemas';
export * from './date-range';
export * from './one-line';
export * from './display';
export * from './messages';
export * from './permissions';
export * from './roles';
export * from './routes';
export * from './us-states';
export * from './validation';
export * from './admin-notices';
export * from './form-refusal';
export * from './pages';
export * from './email-subject';
export * from './auth-messages';
export * from './account-messages';
