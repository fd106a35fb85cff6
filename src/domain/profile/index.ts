// The public face of the domain's profile rules: code outside src/domain imports only from here.
export * from './credentials';
export * from './credentials-schema';
export * from './options';
export * from './profile-calc';
export * from './profile-dialogs';
export * from './worker-profile-schema';
export * from './response-schemas';
export * from './profile-messages';
