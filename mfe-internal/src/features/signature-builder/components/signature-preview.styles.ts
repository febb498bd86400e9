import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

/** A mock mail body around the signature, so the preview reads like a received e-mail. */
export const StyledMailFrame = styled.div`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space(5, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledMailGreeting = styled.p`
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The generated HTML renders here exactly as it is copied; the site's styles must not leak in. */
export const StyledSignature = styled.div`
  max-width: ${({ theme }) => theme.sizes.signatureWidth};
  line-height: normal;
  img {
    max-width: none;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  button {
    min-width: 15rem;
  }
`;

export const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledRefusal = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledRefusalMessage = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space(0.5)};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export const StyledCode = styled.textarea`
  width: 100%;
  min-height: 12rem;
  padding: ${({ theme }) => theme.space(3)};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.sm};
  resize: vertical;
`;
