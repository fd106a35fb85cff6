// The public face of the web's hours-and-pay words and formatters (issue 44): code outside src/domain imports only here.
export * from './hours-messages';
export * from './hours-format';
