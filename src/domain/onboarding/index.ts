// The public face of the placement's rules (issue 31): code outside src/domain imports only from here.
export * from './placement-states';
export * from './progress';
export * from './contract-content';
export * from './contract-signing';
