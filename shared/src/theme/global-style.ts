import { createGlobalStyle } from 'styled-components';
import { reducedMotion } from './media';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A focused or jumped-to element stops below the fixed header, never under it (WCAG 2.4.11). */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: ${({ theme }) => theme.sizes.navbarHeight};
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: -0.01em;
  }
  p { margin: 0; }
  img, svg, video { display: block; max-width: 100%; }
  img, video { height: auto; }
  a { color: ${({ theme }) => theme.colors.infoText}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: ${({ theme }) => theme.focusRing}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
