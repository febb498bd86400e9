import { reducedMotion } from '@linx/shared';
import styled from 'styled-components';

export const StyledPhraseStack = styled.span`
  display: grid;
`;

export const StyledPhrase = styled.span<{ $active: boolean }>`
  grid-area: 1 / 1;
  color: ${({ theme }) => theme.colors.accent};
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transform: translateY(${({ $active, theme }) => ($active ? '0' : theme.space(2))});
  transition:
    opacity ${({ theme }) => theme.motion.fade},
    transform ${({ theme }) => theme.motion.fade},
    visibility 0s linear ${({ $active }) => ($active ? '0s' : '500ms')};
  ${reducedMotion} {
    transform: none;
  }
`;
