import { useMemo } from 'react';
import { useTheme, type DefaultTheme } from 'styled-components';

/**
 * The brand's artwork in place of a cover the editor did not choose: three linked nodes, the motif of the
 * LINX mark ("Everything about links"), on a navy field with an orange and a blue glow. A real image (an
 * inline SVG as a data URL, which the site's CSP allows for images), so every reader of the page — screen
 * readers, HTML checkers, a link whose only content it is — finds its alternative text.
 */
const artworkSvg = ({
  colors,
}: DefaultTheme) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.ink}"/><stop offset="1" stop-color="${colors.inkHighlight}"/></linearGradient>
<radialGradient id="o" cx="0.85" cy="0.15" r="0.5"><stop offset="0" stop-color="${colors.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="b" cx="0.1" cy="0.9" r="0.55"><stop offset="0" stop-color="${colors.info}" stop-opacity="0.5"/><stop offset="1" stop-color="${colors.info}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="630" fill="url(#f)"/><rect width="1200" height="630" fill="url(#o)"/><rect width="1200" height="630" fill="url(#b)"/>
<g transform="translate(480 235)" fill="none" stroke="${colors.surface}" stroke-width="6" stroke-linecap="round" opacity="0.55">
<path d="M48 136 L120 56 L192 136"/><path d="M48 136 L192 136" stroke-dasharray="8 16"/>
</g>
<g transform="translate(480 235)"><circle cx="120" cy="56" r="22" fill="${colors.accent}"/><circle cx="48" cy="136" r="18" fill="${colors.surface}"/><circle cx="192" cy="136" r="18" fill="${colors.surface}"/></g>
</svg>`;

export const CoverArtwork = ({ label }: { label: string }) => {
  const theme = useTheme();
  const src = useMemo(() => `data:image/svg+xml,${encodeURIComponent(artworkSvg(theme))}`, [theme]);
  return <img src={src} alt={label} width={1200} height={630} decoding="async" />;
};
