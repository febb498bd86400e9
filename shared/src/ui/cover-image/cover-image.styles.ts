import styled from 'styled-components';

export type CoverImageFit = 'cover' | 'contain';

/** The frame fixes the box (parents set height or aspect-ratio), so nothing shifts while loading. */
export const StyledCoverFrame = styled.div<{ $fit: CoverImageFit }>`
  position: relative;
  width: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $fit }) => $fit};
  }
`;

export const StyledCoverPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  min-height: inherit;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceSoft},
    ${({ theme }) => theme.colors.surfaceMuted}
  );
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
`;

/**
 * An entry published without a cover: the brand's own artwork instead of an empty frame — a navy field,
 * a soft orange and blue glow and the linked-nodes motif of the LINX mark, drawn in CSS and SVG.
 */
export const StyledCoverArtwork = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: inherit;
  background:
    radial-gradient(circle at 85% 15%, rgba(255, 106, 19, 0.45), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(31, 111, 235, 0.5), transparent 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.inkHighlight});
  color: ${({ theme }) => theme.colors.textOnDark};

  svg {
    width: min(40%, 160px);
    height: auto;
    opacity: 0.9;
  }
`;
