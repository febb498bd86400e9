export { RotatingHero, PHRASE_INTERVAL_MS, type RotatingHeroProps } from './rotating-hero';
export { HeroHighlights, type HeroHighlight } from './hero-highlights';
