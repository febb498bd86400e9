import { ArrowLeft } from 'lucide-react';
import { StyledBackLink } from './back-link.styles';

export interface BackLinkProps {
  to: string;
  label: string;
  onDark?: boolean;
}

export const BackLink = ({ to, label, onDark }: BackLinkProps) => (
  <StyledBackLink to={to} $onDark={onDark}>
    <ArrowLeft aria-hidden="true" size={18} />
    {label}
  </StyledBackLink>
);
