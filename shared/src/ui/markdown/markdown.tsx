import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import { StyledMarkdown } from './markdown.styles';

/** Protocols allowed in rendered links (SPEC.md "Blog article"). */
export const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** Keeps relative URLs and the allowed protocols; anything else (javascript:, data:, …) is dropped. */
export const safeUrl = (url: string): string => {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  if (!match) return defaultUrlTransform(url);
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(match[1].toLowerCase()) ? url : '';
};

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** Markdown from the CMS: raw HTML is not rendered, links are limited to safe protocols. */
export const Markdown = ({ children, className }: MarkdownProps) => (
  <StyledMarkdown className={className}>
    <ReactMarkdown skipHtml urlTransform={safeUrl}>
      {children}
    </ReactMarkdown>
  </StyledMarkdown>
);
