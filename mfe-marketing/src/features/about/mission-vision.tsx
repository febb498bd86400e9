import { missionVision } from '../../content/about';
import { IconBadge } from '../../sections/icon-badge';
import { PageSection } from '../../sections/page-section';
import { StyledPurpose, StyledPurposeGrid, StyledPurposeText, StyledPurposeTitle } from './mission-vision.styles';

/** Misión and Visión cards. */
export const MissionVision = () => (
  <PageSection eyebrow={missionVision.eyebrow} title={missionVision.title}>
    <StyledPurposeGrid>
      {missionVision.items.map((item, index) => (
        <StyledPurpose key={item.title} $featured={index === 0}>
          <IconBadge icon={item.icon} tone={index === 0 ? 'dark' : 'info'} size="lg" />
          <StyledPurposeTitle>{item.title}</StyledPurposeTitle>
          <StyledPurposeText $featured={index === 0}>{item.description}</StyledPurposeText>
        </StyledPurpose>
      ))}
    </StyledPurposeGrid>
  </PageSection>
);
