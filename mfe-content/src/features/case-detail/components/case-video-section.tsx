import { Container, Section, usePrefersReducedMotion } from '@linx/shared';
import { casesCopy } from '../../../content/cases';
import { StyledCenteredTitle, StyledVideoFrame } from './detail-sections.styles';
import type { CaseSectionProps } from './section-props';

export const hasVideoSection = ({ caseStudy }: Pick<CaseSectionProps, 'caseStudy'>): boolean =>
  Boolean(caseStudy.videoUrl);

/** The optional project video: muted, looping, autoplay (not with reduced motion), with controls to pause. */
export const CaseVideoSection = ({ caseStudy, tone }: CaseSectionProps) => {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Section $tone={tone} aria-labelledby="case-video-title">
      <Container>
        <StyledCenteredTitle id="case-video-title">{casesCopy.detail.video}</StyledCenteredTitle>
        <StyledVideoFrame>
          <video
            src={caseStudy.videoUrl}
            muted
            loop
            autoPlay={!reducedMotion}
            playsInline
            controls
            preload="metadata"
            width={1280}
            height={720}
            aria-label={casesCopy.detail.videoLabel(caseStudy.title)}
          />
        </StyledVideoFrame>
      </Container>
    </Section>
  );
};
