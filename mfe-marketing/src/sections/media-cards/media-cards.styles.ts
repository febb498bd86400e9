import { Card } from '@linx/shared';
import styled from 'styled-components';

export const StyledServiceCard = styled(Card)`
  gap: 0;
  padding: 0;
  overflow: hidden;
`;

/** Media edge to edge on top of the card; the video's own frame loses its radius and shadow here. */
export const StyledServiceMedia = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.ink};
  > div {
    border-radius: 0;
    box-shadow: none;
    height: 100%;
  }
  video {
    height: 100%;
  }
`;

export const StyledServiceImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const StyledServiceBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(7)};
  > :last-child {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space(3)};
  }
`;

export const StyledServiceTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

export const StyledServiceText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledServiceSubtitle = styled.h4`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;
