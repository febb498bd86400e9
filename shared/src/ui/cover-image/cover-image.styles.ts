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
