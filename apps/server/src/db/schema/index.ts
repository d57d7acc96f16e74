export * from './auth.ts';
export * from './mail.ts';
export * from './presence.ts';
export * from './catalogue.ts';
export * from './credits.ts';
export * from './outbox.ts';
export * from './media.ts';
