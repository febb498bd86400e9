export { HeroSubtitle } from './hero-subtitle';
