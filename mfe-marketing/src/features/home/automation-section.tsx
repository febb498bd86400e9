import { homeAutomation } from '../../content/home';
import { CheckList } from '../../sections/check-list';
import { Illustration } from '../../sections/illustration';
import { PageSection } from '../../sections/page-section';
import { SectionActions } from '../../sections/section-actions';
import { StatCards } from '../../sections/stat-cards';
import { StyledAutomationGrid, StyledAutomationText } from './automation-section.styles';

/** Automation and AI on navy: the assistant picture, what it does and the satisfaction figures. */
export const AutomationSection = () => (
  <PageSection eyebrow={homeAutomation.eyebrow} title={homeAutomation.title} lead={homeAutomation.lead} tone="dark">
    <StyledAutomationGrid>
      <Illustration {...homeAutomation.image} />
      <StyledAutomationText>
        <CheckList items={homeAutomation.bullets} onDark />
        <SectionActions actions={homeAutomation.actions} surface="dark" />
      </StyledAutomationText>
    </StyledAutomationGrid>
    <StatCards items={homeAutomation.stats} onDark />
  </PageSection>
);
