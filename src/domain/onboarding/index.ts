// The public face of the domain's placement rules (issue 31): code outside src/domain imports only from here.
export * from './placement-states';
export * from './progress';
export * from './onboarding-messages';
export * from './contract-messages';
export * from './references-messages';
export * from './references';
export * from './references-schemas';
export * from './placement-progress';
export * from './progress-messages';
