import { mediaQuery } from '@linx/shared';
import styled, { css, keyframes } from 'styled-components';

export const StyledFormCard = styled.form`
  /* The shell's fixed navbar must not cover the form when the hash scrolls to it. */
  scroll-margin-top: calc(${({ theme }) => theme.sizes.navbarHeight} + ${({ theme }) => theme.space(6)});
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6, 5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledFormHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2, 4)};
`;

export const StyledFormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledRequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledAsterisk = styled.span`
  margin-left: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StyledRow = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledField = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const StyledLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textStrong};
`;

export const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(3, 4)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.info};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.infoSoft};
  }
  /* Only after the visitor typed something invalid, never on an untouched empty form. */
  &:user-invalid {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
`;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const StyledSelectWrap = styled.div`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space(4)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(12)};
  cursor: pointer;
  &:has(option[value='']:checked) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  button {
    width: 100%;
    ${mediaQuery('up', 'sm')} {
      width: auto;
      min-width: 14rem;
    }
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinnerIcon = styled.span`
  display: inline-flex;
  animation: ${spin} 0.9s linear infinite;
`;

export const StyledError = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3, 4)};
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`;

/** Off-screen, not `display: none`: bots that skip hidden inputs would otherwise notice it. */
export const StyledHoneypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
