import { messages, type MediaImage } from '@linx/shared';
import { blogCopy } from '../content/blog';
import { StyledAvatarImage, StyledNoAvatar, type AvatarSize } from './author-avatar.styles';
import { imageSizes } from './image-sizes';

export interface AuthorAvatarProps {
  name: string;
  avatar: MediaImage | undefined;
  size?: AvatarSize;
}

const PIXELS: Record<AvatarSize, number> = { sm: 40, md: 56 };

/**
 * The author's round photo, or "No img" when the CMS has none (docs/site.md §8). Always lazy: a small
 * picture that never competes with the page's cover for the first bytes.
 */
export const AuthorAvatar = ({ name, avatar, size = 'sm' }: AuthorAvatarProps) =>
  avatar ? (
    <StyledAvatarImage
      $size={size}
      image={avatar}
      sizes={imageSizes.avatar[size]}
      fallbackAlt={blogCopy.article.avatarAlt(name)}
      fallbackWidth={PIXELS[size]}
      fallbackHeight={PIXELS[size]}
    />
  ) : (
    <StyledNoAvatar $size={size}>{messages.noAvatar}</StyledNoAvatar>
  );
