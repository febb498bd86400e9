import { values } from '../../content/about';
import { PageSection } from '../../sections/page-section';
import { StyledValue, StyledValueIcon, StyledValues, StyledValueText, StyledValueTitle } from './values-grid.styles';

/** "Conoce Nuestro ADN": six values, each with its icon colour. */
export const ValuesGrid = () => (
  <PageSection eyebrow={values.eyebrow} title={values.title} lead={values.lead} tone="soft">
    <StyledValues>
      {values.items.map(({ icon: Icon, title, description, colour }) => (
        <StyledValue key={title} $colour={colour}>
          <StyledValueIcon $colour={colour} aria-hidden="true">
            <Icon strokeWidth={1.75} />
          </StyledValueIcon>
          <StyledValueTitle>{title}</StyledValueTitle>
          <StyledValueText>{description}</StyledValueText>
        </StyledValue>
      ))}
    </StyledValues>
  </PageSection>
);
