import { mediaQuery } from '@linx/shared';
import styled, { keyframes } from 'styled-components';

export const StyledSuccessBand = styled.section`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => theme.space(16, 0)};
  background:
    radial-gradient(
      50% 60% at 50% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.info} 30%, transparent) 0%,
      transparent 70%
    ),
    radial-gradient(
      40% 50% at 100% 100%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent) 0%,
      transparent 70%
    ),
    linear-gradient(170deg, ${({ theme }) => theme.colors.inkHighlight} 0%, ${({ theme }) => theme.colors.ink} 65%);
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(24, 0)};
  }
`;

export const StyledSuccessCard = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10, 6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(14, 12)};
  }
`;

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

export const StyledSuccessIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(20)};
  height: ${({ theme }) => theme.space(20)};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.success};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 12%, ${({ theme }) => theme.colors.surface});
  box-shadow: 0 0 0 ${({ theme }) => theme.space(2)}
    color-mix(in srgb, ${({ theme }) => theme.colors.success} 6%, transparent);
  animation: ${pop} ${({ theme }) => theme.motion.base} both;
`;

export const StyledSuccessTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledSuccessText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
