import styled from 'styled-components';
import { blogCopy } from '../../../content/blog';
import { AuthorAvatar } from '../../../sections/author-avatar';
import type { Author } from '../../../api/types';

const StyledAuthorLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** "Por {name}" with the author's photo or "No img". */
export const AuthorLine = ({ author }: { author: Author }) => (
  <StyledAuthorLine>
    <AuthorAvatar name={author.name} avatar={author.avatar} />
    <span>
      {blogCopy.byAuthor} <strong>{author.name}</strong>
    </span>
  </StyledAuthorLine>
);
