// The public face of the domain's offers rules: code outside src/domain imports only from here.
export * from './api-schemas';
export * from './offer-moves';
export * from './offer-move-schemas';
export * from './offer-terms';
export * from './offers';
export * from './pay';
export * from './response-schemas';
export * from './what-changed';
export * from './agreed-terms';
export * from './journey-follow';
export * from './extension';
export * from './extension-schemas';
export * from './offer-messages';
