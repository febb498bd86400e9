import styled from 'styled-components';
import { mediaQuery, Section } from '@linx/shared';

export const StyledBrowserSection = styled(Section)`
  padding-top: ${({ theme }) => theme.space(8)};
  ${mediaQuery('up', 'md')} {
    padding-top: ${({ theme }) => theme.space(14)};
  }
`;

/** Categories beside the results on desktop; stacked above them on phones and tablets. */
export const StyledBrowserLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: ${({ theme }) => theme.space(64)} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledResults = styled.div`
  min-width: 0;
`;
