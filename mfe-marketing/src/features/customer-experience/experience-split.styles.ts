import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

/** Two figures side by side from small tablets up, inside the text column. */
export const StyledStats = styled.div`
  width: 100%;
  ul {
    ${mediaQuery('up', 'lg')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;
