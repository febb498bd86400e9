import type { ImageCopy } from '../../../content/services/types';
import { StyledPartnerBanner, StyledPartnerIntro, StyledPartnerLogo, StyledPartnerText } from './partner-banner.styles';

export interface PartnerBannerProps {
  intro: string;
  name: string;
  text: string;
  logo: ImageCopy;
}

/** "En alianza con …": a glassy strip under a hero's actions naming a partner firm. */
export const PartnerBanner = ({ intro, name, text, logo }: PartnerBannerProps) => (
  <StyledPartnerBanner aria-label={`${intro} ${name}`}>
    <StyledPartnerIntro>{intro}</StyledPartnerIntro>
    <StyledPartnerLogo src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
    <StyledPartnerText>{text}</StyledPartnerText>
  </StyledPartnerBanner>
);
