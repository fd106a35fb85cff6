// The end of an assignment (issue 45): early termination, the worker's notice, "ending soon", the automatic Done.
export * from './api-schemas';
export * from './ending-soon';
export * from './messages';
export * from './termination';
