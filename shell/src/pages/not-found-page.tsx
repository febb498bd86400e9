import { ButtonLink, Container, paths, Section, Seo } from '@linx/shared';
import styled from 'styled-components';
import { notFoundCopy } from '../content/not-found';

const StyledCode = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space(3, 0, 6)};
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** Unknown route (docs/decisions.md 1): the router's words, a Spanish line and a way home, inside the layout. */
export const NotFoundPage = () => (
  <Section>
    <Seo title={notFoundCopy.title} description={notFoundCopy.description} noindex />
    <Container>
      <StyledTitle>{notFoundCopy.routerError}</StyledTitle>
      <StyledCode>{notFoundCopy.status}</StyledCode>
      <p>{notFoundCopy.message}</p>
      <StyledActions>
        <ButtonLink to={paths.home}>{notFoundCopy.backHome}</ButtonLink>
      </StyledActions>
    </Container>
  </Section>
);
