import { StyledHeroSubtitle } from './hero-subtitle.styles';

/** A second line inside a hero h1 (e.g. "LIA" / "Asistente IA"), in the accent colour. */
export const HeroSubtitle = ({ children }: { children: string }) => <StyledHeroSubtitle>{children}</StyledHeroSubtitle>;
