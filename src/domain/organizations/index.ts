// The public face of the domain's organizations rules: code outside src/domain imports only from here.
export * from './dashboard-messages';
export * from './dashboard';
export * from './preferences-schema';
export * from './dashboard-schemas';
