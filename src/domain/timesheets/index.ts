// The timesheets feature's domain (issue 44): API schemas, the week's state rules, entry validation, messages.
export * from './api-schemas';
export * from './messages';
export * from './rules';
export * from './progress';
