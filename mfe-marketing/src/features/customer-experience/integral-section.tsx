import { integralExperience } from '../../content/customer-experience';
import { Illustration } from '../../sections/illustration';
import { SplitMedia } from '../../sections/split-media';
import { StatCards } from '../../sections/stat-cards';
import { StyledStats } from './experience-split.styles';
import { StyledIntegralMedia, StyledIndicatorSlot } from './integral-section.styles';
import { SatisfactionIndicator } from './satisfaction-indicator';

/** Integral experience: the platform picture with the rotating satisfaction indicator over it. */
export const IntegralSection = () => (
  <SplitMedia
    id={integralExperience.id}
    eyebrow={integralExperience.eyebrow}
    title={integralExperience.title}
    lead={integralExperience.lead}
    bullets={integralExperience.bullets}
    media={
      <StyledIntegralMedia>
        <Illustration {...integralExperience.image} rounded />
        <StyledIndicatorSlot>
          <SatisfactionIndicator />
        </StyledIndicatorSlot>
      </StyledIntegralMedia>
    }
  >
    <StyledStats>
      <StatCards items={integralExperience.stats} />
    </StyledStats>
  </SplitMedia>
);
