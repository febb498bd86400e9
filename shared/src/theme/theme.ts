import { BASE_UNIT, breakpoints, namedSizes, palette } from './tokens';

/** `space(4)` → "16px": every spacing derives from the 4 px base unit. */
export const space = (...units: number[]): string => units.map((u) => `${u * BASE_UNIT}px`).join(' ');

const px = (value: number): string => `${value}px`;

export const theme = {
  colors: {
    ink: palette.navy900,
    inkRaised: palette.navy800,
    inkHighlight: palette.navy700,
    surface: palette.white,
    surfaceSoft: palette.grey50,
    surfaceMuted: palette.grey100,
    hairline: palette.grey200,
    text: palette.ink,
    textMuted: palette.grey500,
    textStrong: palette.grey700,
    textOnDark: palette.white,
    textOnDarkMuted: palette.mist,
    accent: palette.orange500,
    accentHover: palette.orange600,
    /** Orange dark enough for small text on white (AA). */
    accentText: palette.orange700,
    accentSoft: palette.orange50,
    info: palette.blue500,
    infoHover: palette.blue600,
    infoText: palette.blue600,
    infoSoft: palette.blue50,
    success: palette.green700,
    error: palette.red700,
    whatsapp: palette.whatsapp,
    /** Button text on the orange accent: navy keeps AA contrast where white would not. */
    onAccent: palette.navy900,
  },
  fonts: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  /** Modular scale 1.25 on a 16 px body. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    h4: '1.25rem',
    h3: '1.5625rem',
    h2: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
    h1: 'clamp(2rem, 1.3rem + 3vw, 3.5rem)',
    stat: 'clamp(2.5rem, 2rem + 2vw, 4rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeights: { body: 1.6, heading: 1.15, tight: 1.3 },
  space,
  radii: { sm: '8px', md: '12px', lg: '16px', xl: '24px', pill: '999px', round: '50%' },
  shadows: {
    card: '0 1px 2px rgba(11, 27, 52, 0.06), 0 4px 16px rgba(11, 27, 52, 0.06)',
    cardHover: '0 2px 4px rgba(11, 27, 52, 0.08), 0 12px 32px rgba(11, 27, 52, 0.12)',
    navbar: '0 2px 12px rgba(11, 27, 52, 0.12)',
    overlay: '0 24px 48px rgba(11, 27, 52, 0.24)',
  },
  focusRing: `2px solid ${palette.blue500}`,
  sizes: Object.fromEntries(Object.entries(namedSizes).map(([k, v]) => [k, px(v)])) as Record<
    keyof typeof namedSizes,
    string
  >,
  breakpoints,
  motion: { fast: '150ms ease-out', base: '250ms ease-out', fade: '500ms ease-in-out' },
  zIndex: { navbar: 100, dropdown: 110, overlay: 200, floating: 150 },
} as const;

export type LinxTheme = typeof theme;
