export { PageHero, type PageHeroProps } from './page-hero';
