import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { StyledMarkdown } from './markdown.styles';

/** Protocols allowed in rendered links (SPEC.md "Blog article"). */
export const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** Keeps relative URLs and the allowed protocols; anything else (javascript:, data:, …) is dropped. */
export const safeUrl = (url: string): string => {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  if (!match) return defaultUrlTransform(url);
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(match[1].toLowerCase()) ? url : '';
};

/** Site paths ("/productos") navigate inside the app; other links open in a new tab. */
const MarkdownLink = ({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) => {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
};

const components: Components = { a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink> };

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** Markdown from the CMS: raw HTML is not rendered, links are limited to safe protocols. */
export const Markdown = ({ children, className }: MarkdownProps) => (
  <StyledMarkdown className={className}>
    <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
      {children}
    </ReactMarkdown>
  </StyledMarkdown>
);
