import { reducedMotion } from '@linx/shared';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

type Tone = 'success' | 'neutral' | 'warning';

const toneColor = (theme: DefaultTheme, tone: Tone): string =>
  tone === 'success' ? theme.colors.success : tone === 'neutral' ? theme.colors.infoText : theme.colors.accentText;

const bounce = keyframes`
  0% { transform: scale(0.9); opacity: 0.4; }
  45% { transform: scale(1.06); opacity: 1; }
  70% { transform: scale(0.98); }
  100% { transform: scale(1); }
`;

export const StyledIndicator = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: ${({ theme }) => theme.space(95)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const StyledIndicatorHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledIndicatorTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledIndicatorValueRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  animation: ${bounce} 500ms ease-out;
  ${reducedMotion} {
    animation: none;
  }
`;

export const StyledIndicatorIcon = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.space(16)};
  height: ${({ theme }) => theme.space(16)};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  background: color-mix(in srgb, ${({ theme, $tone }) => toneColor(theme, $tone)} 12%, transparent);
  svg {
    width: ${({ theme }) => theme.space(9)};
    height: ${({ theme }) => theme.space(9)};
  }
`;

export const StyledIndicatorValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledIndicatorLabel = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textStrong};
`;

export const StyledIndicatorSteps = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledStep = styled.span<{ $active: boolean; $tone: Tone }>`
  height: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  transition: background ${({ theme }) => theme.motion.base};
  ${({ theme, $active, $tone }) => css`
    background: ${$active ? toneColor(theme, $tone) : theme.colors.surfaceMuted};
  `}
`;

export const StyledIndicatorCaption = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
