import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { safeUrl } from '../../utils/safe-url';
import { StyledMarkdown } from './markdown.styles';

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
