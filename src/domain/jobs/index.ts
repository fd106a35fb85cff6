// The public face of the domain's jobs rules: code outside src/domain imports only from here.
export * from './comparison';
export * from './comparison-rows';
export * from './job-schema';
export * from './match';
export * from './saved-searches';
export * from './search-params';
export * from './search-schema';
export * from './api-schemas';
export * from './job-posting';
export * from './search-words';
export * from './search-synonyms';
export * from './best-match';
export * from './term-rules';
export * from './match-checklist';
export * from './job-choices';
export * from './job-filling';
export * from './job-messages';
