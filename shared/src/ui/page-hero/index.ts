export { PageHero, type PageHeroProps } from './page-hero';
export type { PageHeroSize } from './page-hero.styles';
