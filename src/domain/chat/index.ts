// The public face of the domain's chat rules: code outside src/domain imports only from here.
export * from './api-schemas';
export * from './chat';
export * from './chat-schemas';
export * from './message-window';
export * from './close-codes';
