import { Card } from '@linx/shared';
import styled from 'styled-components';

export const StyledUseCaseCard = styled(Card)`
  gap: 0;
  padding: 0;
  overflow: hidden;
`;

export const StyledUseCaseHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6, 7)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.ink} 0%,
    ${({ theme }) => theme.colors.inkHighlight} 100%
  );
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const StyledUseCaseTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledUseCaseBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6, 7, 7)};
`;

export const StyledUseCaseText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
