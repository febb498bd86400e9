import { messages } from '@linx/shared';
import { blogCopy } from '../../content/blog';
import { StyledAvatarImage, StyledNoAvatar, type AvatarSize } from './author-avatar.styles';

export interface AuthorAvatarProps {
  name: string;
  avatarUrl: string | undefined;
  size?: AvatarSize;
  lazy?: boolean;
}

const PIXELS: Record<AvatarSize, number> = { sm: 40, md: 56 };

/** The author's round photo, or "No img" when the CMS has none (SPEC.md §8). */
export const AuthorAvatar = ({ name, avatarUrl, size = 'sm', lazy = true }: AuthorAvatarProps) =>
  avatarUrl ? (
    <StyledAvatarImage
      $size={size}
      src={avatarUrl}
      alt={blogCopy.article.avatarAlt(name)}
      width={PIXELS[size]}
      height={PIXELS[size]}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  ) : (
    <StyledNoAvatar $size={size}>{messages.noAvatar}</StyledNoAvatar>
  );
