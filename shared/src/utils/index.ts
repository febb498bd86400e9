export { normalizeText, includesNormalized } from './normalize-text';
export { useScrollToTop } from './use-scroll-to-top';
export { prefersReducedMotionNow, usePrefersReducedMotion } from './use-prefers-reduced-motion';
export { wrapIndex } from './wrap-index';
export { safeUrl, ALLOWED_PROTOCOLS } from './safe-url';
export { initialsOf } from './initials';
export { afterNextPaint } from './after-next-paint';
