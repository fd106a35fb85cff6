// The public face of the domain's applications rules: code outside src/domain imports only from here.
export * from './api-schemas';
export * from './application-schema';
export * from './apply';
export * from './change-status';
export * from './status-choice';
export * from './list';
export * from './pipeline';
export * from './quick-advance';
export * from './time-in-status';
export * from './transitions';
export * from './views-schema';
export * from './moves';
export * from './outcome';
export * from './bulk';
export * from './move-dates';
export * from './application-messages';
