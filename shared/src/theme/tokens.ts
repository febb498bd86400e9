/** Raw design tokens (DESIGN.md). Components never read these directly: they read `theme`. */
export const BASE_UNIT = 4;

export const palette = {
  navy900: '#0B1B34',
  navy800: '#11264A',
  navy700: '#1A3563',
  white: '#FFFFFF',
  grey50: '#F4F6FA',
  grey100: '#E9EDF4',
  grey200: '#E3E8F0',
  grey500: '#5B6678',
  grey700: '#3A4456',
  ink: '#1B2230',
  mist: '#C9D3E3',
  orange500: '#FF6A13',
  orange600: '#E0570A',
  orange700: '#B84300',
  orange50: '#FFF1E8',
  blue500: '#1F6FEB',
  blue600: '#1558C9',
  blue50: '#EAF2FE',
  green700: '#1A7F4B',
  red700: '#C62828',
  whatsapp: '#128C7E',
} as const;

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Named sizes from docs/site.md §9, in px. */
export const namedSizes = {
  dropdownWidth: 600,
  navbarHeight: 72,
  mobileMenuWidth: 320,
  coverHeight: 400,
  signatureWidth: 500,
  signaturePhoto: 100,
  chatMockHeight: 400,
  contentMaxWidth: 1200,
  touchTarget: 44,
} as const;
