import styled, { css, keyframes } from 'styled-components';

export const StyledChatFigure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: ${({ theme }) => theme.space(90)};
  margin: 0 auto;
`;

export const StyledPhone = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.space(10)};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.inkHighlight}, ${({ theme }) => theme.colors.ink});
  box-shadow:
    ${({ theme }) => theme.shadows.overlay},
    inset 0 0 0 1px color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 18%, transparent);
`;

/** The chat window itself: exactly the spec's 400 px. */
export const StyledChatScreen = styled.div`
  display: flex;
  flex-direction: column;
  height: ${({ theme }) => theme.sizes.chatMockHeight};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledStatusBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(2, 6, 1)};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  > span:last-child {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  svg {
    width: ${({ theme }) => theme.space(3.5)};
    height: ${({ theme }) => theme.space(3.5)};
  }
`;

export const StyledChatHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2, 4, 3)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.hairline};
`;

export const StyledAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.accent},
    ${({ theme }) => theme.colors.accentHover}
  );
  color: ${({ theme }) => theme.colors.onAccent};
  svg {
    width: ${({ theme }) => theme.space(5.5)};
    height: ${({ theme }) => theme.space(5.5)};
  }
`;

export const StyledChatName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledChatStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.success};
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
  }
`;

export const StyledChatMessages = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  overflow-y: auto;
  scroll-behavior: smooth;
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

export const StyledBubble = styled.li<{ $from: 'assistant' | 'user' }>`
  max-width: 85%;
  padding: ${({ theme }) => theme.space(2.5, 3.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  animation: ${appear} ${({ theme }) => theme.motion.base} both;
  ${({ $from }) =>
    $from === 'assistant'
      ? css`
          align-self: flex-start;
          border-radius: ${({ theme }) => theme.space(4, 4, 4, 1)};
          background: ${({ theme }) => theme.colors.surface};
          box-shadow: ${({ theme }) => theme.shadows.card};
        `
      : css`
          align-self: flex-end;
          border-radius: ${({ theme }) => theme.space(4, 4, 1, 4)};
          background: ${({ theme }) => theme.colors.infoText};
          color: ${({ theme }) => theme.colors.textOnDark};
        `}
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

export const StyledTyping = styled.li`
  align-self: flex-start;
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3, 3.5)};
  border-radius: ${({ theme }) => theme.space(4, 4, 4, 1)};
  background: ${({ theme }) => theme.colors.surface};
  span {
    width: ${({ theme }) => theme.space(1.5)};
    height: ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
`;

export const StyledChatInputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.hairline};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
  }
`;

export const StyledChatInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

export const StyledChatControl = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  svg {
    width: ${({ theme }) => theme.space(4)};
    height: ${({ theme }) => theme.space(4)};
  }
`;
