import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceLink } from '../../../content/services/types';
import { IconBadge } from '../../../sections/icon-badge';
import {
  StyledDirectoryCard,
  StyledDirectoryList,
  StyledDirectoryMore,
  StyledDirectoryText,
  StyledDirectoryTitle,
} from './service-directory.styles';

export interface ServiceDirectoryProps {
  entries: readonly ServiceLink[];
  /** The visible "read more" cue under each card (the title is the link). */
  moreLabel: string;
}

/** Every service as a card: the title is the link, the whole card answers the pointer. */
export const ServiceDirectory = ({ entries, moreLabel }: ServiceDirectoryProps) => (
  <StyledDirectoryList as="ul" $columns={4}>
    {entries.map((entry) => (
      <li key={entry.to}>
        <StyledDirectoryCard>
          <IconBadge icon={entry.icon} />
          <StyledDirectoryTitle>
            <Link to={entry.to}>{entry.title}</Link>
          </StyledDirectoryTitle>
          <StyledDirectoryText>{entry.description}</StyledDirectoryText>
          <StyledDirectoryMore aria-hidden="true">
            {moreLabel} <ArrowRight size={16} strokeWidth={2} />
          </StyledDirectoryMore>
        </StyledDirectoryCard>
      </li>
    ))}
  </StyledDirectoryList>
);
