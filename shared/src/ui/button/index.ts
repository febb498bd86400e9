export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './button';
export { buttonStyles, type ButtonVariant } from './button.styles';
