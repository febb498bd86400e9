/** Public surface of @linx/shared (Markdown is a separate entry: `@linx/shared/markdown`). */
export * from './theme';
export * from './config';
export * from './routes';
export * from './api';
export * from './ui';
export * from './utils';
export * from './rendering';
export * from './standalone';
export { messages } from './content/messages';
export * from './leads';
