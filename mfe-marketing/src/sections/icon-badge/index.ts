export { IconBadge, type IconBadgeProps, type IconTone } from './icon-badge';
