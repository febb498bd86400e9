import { breakpoints, type Breakpoint } from './tokens';

/** `${mediaQuery('up', 'md')} { ... }`: one way to write breakpoints across the suite. */
export const mediaQuery = (direction: 'up' | 'down', breakpoint: Breakpoint): string =>
  direction === 'up'
    ? `@media (min-width: ${breakpoints[breakpoint]}px)`
    : `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
