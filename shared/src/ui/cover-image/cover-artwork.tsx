import { StyledCoverArtwork } from './cover-image.styles';

/**
 * The brand's artwork in place of a cover the editor did not choose: three linked nodes, the motif of
 * the LINX mark ("Everything about links"), on the navy field. One image to assistive technology,
 * named like the cover it stands for.
 */
export const CoverArtwork = ({ label }: { label: string }) => (
  <StyledCoverArtwork role="img" aria-label={label}>
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.55">
        <path d="M32 68 L80 28 L128 68" />
        <path d="M32 68 L128 68" strokeDasharray="4 8" />
      </g>
      <circle cx="80" cy="28" r="12" fill="#FF6A13" />
      <circle cx="32" cy="68" r="10" fill="currentColor" />
      <circle cx="128" cy="68" r="10" fill="currentColor" />
    </svg>
  </StyledCoverArtwork>
);
