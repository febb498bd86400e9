import type { SplitBlock } from '../../content/customer-experience';
import { Illustration } from '../../sections/illustration';
import { SplitMedia } from '../../sections/split-media';
import { StatCards } from '../../sections/stat-cards';
import { StyledStats } from './experience-split.styles';

export interface ExperienceSplitProps {
  block: SplitBlock;
  tone?: 'light' | 'soft';
  reverse?: boolean;
}

/** A text-and-picture band with its two figures (in-store, out-of-store). */
export const ExperienceSplit = ({ block, tone = 'light', reverse = false }: ExperienceSplitProps) => (
  <SplitMedia
    id={block.id}
    tone={tone}
    reverse={reverse}
    eyebrow={block.eyebrow}
    title={block.title}
    lead={block.lead}
    bullets={block.bullets}
    media={<Illustration {...block.image} rounded />}
  >
    <StyledStats>
      <StatCards items={block.stats} />
    </StyledStats>
  </SplitMedia>
);
