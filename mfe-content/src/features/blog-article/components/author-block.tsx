import { LinkedInIcon, safeUrl } from '@linx/shared';
import { Mail } from 'lucide-react';
import { blogCopy } from '../../../content/blog';
import { AuthorAvatar } from '../../../sections/author-avatar';
import type { Author } from '../../../api/types';
import { StyledAuthor, StyledAuthorLinks, StyledAuthorName } from './author-block.styles';

/** Avatar (or "No img"), name, professional profile and mail link of the article's author. */
export const AuthorBlock = ({ author }: { author: Author }) => {
  // Only web profiles: a CMS value like "javascript:…" never becomes a link.
  const profile = author.linkedin && /^https?:/i.test(safeUrl(author.linkedin)) ? author.linkedin : undefined;
  return (
    <StyledAuthor>
      <AuthorAvatar name={author.name} avatar={author.avatar} size="md" />
      <div>
        <StyledAuthorName>{author.name}</StyledAuthorName>
        {profile || author.email ? (
          <StyledAuthorLinks>
            {profile ? (
              <li>
                <a
                  href={profile}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={blogCopy.article.linkedinLabel(author.name)}
                >
                  <LinkedInIcon width={16} height={16} />
                  {blogCopy.article.linkedin}
                </a>
              </li>
            ) : null}
            {author.email ? (
              <li>
                <a href={`mailto:${author.email}`} aria-label={blogCopy.article.emailLabel(author.name)}>
                  <Mail aria-hidden="true" size={16} />
                  {blogCopy.article.email}
                </a>
              </li>
            ) : null}
          </StyledAuthorLinks>
        ) : null}
      </div>
    </StyledAuthor>
  );
};
