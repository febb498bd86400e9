import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledIconButton, type IconButtonTone } from './icon-button.styles';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** Spanish accessible name: the button shows only an icon. */
  label: string;
  /** The icon, drawn `aria-hidden`. */
  children: ReactNode;
  tone?: IconButtonTone;
};

export const IconButton = ({ label, tone = 'light', type = 'button', ...rest }: IconButtonProps) => (
  <StyledIconButton type={type} aria-label={label} $tone={tone} {...rest} />
);
