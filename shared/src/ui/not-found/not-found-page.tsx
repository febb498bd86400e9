import styled from 'styled-components';
import { paths } from '../../config';
import { messages } from '../../content/messages';
import { recordNotFound } from '../../rendering/initial-data';
import { ButtonLink } from '../button';
import { Container, Section } from '../layout';
import { Seo } from '../seo';

const notFoundCopy = messages.notFound;

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

/**
 * Unknown page (docs/decisions.md 1): the router's words, a Spanish line and a way home, inside the layout.
 * Shown by the shell for a route error and by the pages built in the CMS for a path with no page; in the
 * render pass it marks the page's HTML as a 404 answer.
 */
export const NotFoundPage = () => {
  recordNotFound();
  return (
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
};
