import { ButtonLink, Container, paths } from '@linx/shared';
import { ArrowLeft, CircleCheckBig } from 'lucide-react';
import { contactSuccessCopy } from '../../../content/contact-success-page';
import {
  StyledSuccessBand,
  StyledSuccessCard,
  StyledSuccessIcon,
  StyledSuccessText,
  StyledSuccessTitle,
} from './success-panel.styles';

const TITLE_ID = 'contact-success-title';

/** The thank-you screen after a lead was accepted (docs/site.md §2 "Contact success"). */
export const SuccessPanel = () => (
  <StyledSuccessBand aria-labelledby={TITLE_ID}>
    <Container>
      <StyledSuccessCard>
        <StyledSuccessIcon aria-hidden="true">
          <CircleCheckBig size={44} strokeWidth={2.2} />
        </StyledSuccessIcon>
        <StyledSuccessTitle id={TITLE_ID}>{contactSuccessCopy.title}</StyledSuccessTitle>
        <StyledSuccessText>{contactSuccessCopy.text}</StyledSuccessText>
        <ButtonLink to={paths.home}>
          <ArrowLeft size={18} aria-hidden="true" />
          {contactSuccessCopy.backHome}
        </ButtonLink>
      </StyledSuccessCard>
    </Container>
  </StyledSuccessBand>
);
