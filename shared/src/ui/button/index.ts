export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './button';
export type { ButtonVariant } from './button.styles';
