// The public face of the placement's rules (issue 31): code outside src/domain imports only from here.
export * from './placement-states';
export * from './progress';
export * from './contract-content';
export * from './contract-signing';
export * from './onboarding-messages';
export * from './contract-messages';
export * from './references-messages';
export * from './checklist';
export * from './checklist-dates';
export * from './checklist-rules';
export * from './checklist-schemas';
export * from './clearance';
export * from './references';
export * from './references-schemas';
export * from './placement-progress';
export * from './progress-messages';
export * from './verify-rules';
