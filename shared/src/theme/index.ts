export { theme, space, type LinxTheme } from './theme';
export { mediaQuery, reducedMotion } from './media';
export { GlobalStyle } from './global-style';
export { breakpoints, namedSizes, type Breakpoint } from './tokens';
