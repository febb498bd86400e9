import { Container, Section } from '@linx/shared';
import { MarkdownBody } from '../../../sections/markdown-body';
import { StyledSectionTitle, StyledStack, StyledTwoColumns } from './detail-sections.styles';
import { MediaCarousel } from './media-carousel';
import type { CaseSectionProps } from './section-props';

/** Shown only when the case has media, a title and content (docs/site.md §2 "Success case detail"). */
export const hasOutstandingSection = ({ caseStudy }: Pick<CaseSectionProps, 'caseStudy'>): boolean =>
  caseStudy.outstandingMedia.length > 0 && Boolean(caseStudy.outstandingTitle && caseStudy.outstandingContent);

export const OutstandingSection = ({ caseStudy, tone }: CaseSectionProps) => {
  const title = caseStudy.outstandingTitle ?? '';
  return (
    <Section $tone={tone} aria-labelledby="case-outstanding-title">
      <Container>
        <StyledTwoColumns>
          {/* A new case starts its carousel again at the first item. */}
          <MediaCarousel key={caseStudy.id} items={caseStudy.outstandingMedia} title={title} />
          <StyledStack>
            <StyledSectionTitle id="case-outstanding-title">{title}</StyledSectionTitle>
            <MarkdownBody>{caseStudy.outstandingContent ?? ''}</MarkdownBody>
          </StyledStack>
        </StyledTwoColumns>
      </Container>
    </Section>
  );
};
