import { StyledHeroArt } from './hero-art.styles';

/** Decorative artwork of a listing page's hero (an SVG of assets/illustrations, drawn at 4:3). */
export const HeroArt = ({ src }: { src: string }) => <StyledHeroArt src={src} alt="" width={480} height={360} />;
