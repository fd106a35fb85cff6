// The public face of the domain's documents rules: code outside src/domain imports only from here.
export * from './api-schemas';
export * from './documents';
export * from './documents-schema';
export * from './file-type';
export * from './upload-file';
export * from './document-messages';
