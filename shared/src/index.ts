/** Public surface of @linx/shared (separate entries: `@linx/shared/markdown`, `@linx/shared/leads` for the contact form and the lead service, `@linx/shared/standalone` for a remote's own page, `@linx/shared/testing`). */
export * from './theme';
export * from './config';
export * from './routes';
export * from './api';
export * from './ui';
export * from './utils';
export * from './rendering';
export * from './federation';
export { messages } from './content/messages';
