export { IconButton, type IconButtonProps } from './icon-button';
export { iconButtonStyles, type IconButtonTone } from './icon-button.styles';
