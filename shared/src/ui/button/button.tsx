import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, StyledButton, type ButtonVariant } from './button.styles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  children: ReactNode;
};

export const Button = ({ variant = 'primary', block, type = 'button', ...rest }: ButtonProps) => (
  <StyledButton $variant={variant} $block={block} type={type} {...rest} />
);

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; block?: boolean };

/** A link styled as a button: internal routes use the router, http(s)/mailto use a plain anchor. */
export const ButtonLink = ({ variant = 'primary', block, to, ...rest }: ButtonLinkProps) => {
  if (typeof to === 'string' && /^(https?:|mailto:|tel:)/.test(to)) {
    const external = to.startsWith('http');
    return (
      <StyledAnchor
        $variant={variant}
        $block={block}
        href={to}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      />
    );
  }
  return <StyledLink $variant={variant} $block={block} to={to} {...rest} />;
};
