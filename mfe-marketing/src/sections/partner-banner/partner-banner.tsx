import { StyledPartnerBanner, StyledPartnerIntro, StyledPartnerLogo, StyledPartnerText } from './partner-banner.styles';

export interface PartnerBannerProps {
  intro?: string;
  name: string;
  text?: string;
  logo?: { src: string; alt: string; width?: number; height?: number };
}

/** "En alianza con …": a glassy strip under a hero's actions naming a partner firm. */
export const PartnerBanner = ({ intro, name, text, logo }: PartnerBannerProps) => (
  <StyledPartnerBanner aria-label={intro ? `${intro} ${name}` : name}>
    {intro && <StyledPartnerIntro>{intro}</StyledPartnerIntro>}
    {logo && <StyledPartnerLogo src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />}
    {text && <StyledPartnerText>{text}</StyledPartnerText>}
  </StyledPartnerBanner>
);
