import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledBackLink = styled(Link)<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.infoText)};

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:hover svg {
    transform: translateX(-${({ theme }) => theme.space(1)});
  }
  &:hover {
    text-decoration: underline;
  }
`;
