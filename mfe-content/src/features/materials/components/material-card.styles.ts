import { Card } from '@linx/shared';
import styled from 'styled-components';

export const StyledMaterialCard = styled(Card)`
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledFileIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoText};
`;

export const StyledMaterialTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledMaterialText = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDownload = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(2.5, 6)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;
