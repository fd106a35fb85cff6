// Close-out reviews and do-not-return (issue 45): criteria as data, schemas, messages.
export * from './criteria';
export * from './review-schemas';
export * from './reviews-messages';
export * from './review-due';
