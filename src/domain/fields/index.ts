// The public face of the field catalogue: code outside src/domain imports only from here.
export * from './catalogue';
export * from './format';
export * from './profile-fields';
