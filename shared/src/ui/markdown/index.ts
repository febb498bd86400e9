export { Markdown, safeUrl, ALLOWED_PROTOCOLS, type MarkdownProps } from './markdown';
