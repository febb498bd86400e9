import { Carousel } from '@linx/shared';
import type { Partner } from '../../api/types';
import { StyledPartner, StyledPartnerLogo, StyledPartnerType } from './partner-carousel.styles';

/** The carousel's own words and pace (its heading and name are the CMS section's). */
const partnersSection = {
  autoplay: 3000,
  /** Every logo is drawn at this height; its width comes from the CMS. */
  logoHeight: 80,
  // Includes the visible text (the partner's description), as WCAG 2.5.3 asks of labelled links.
  linkLabel: (name: string, description?: string): string =>
    `${description ? `${name}: ${description}` : name} (abre su sitio en una pestaña nueva)`,
};

/** A partner's logo and description; a link to its site only when the CMS has the real address. */
const PartnerSlide = ({ partner }: { partner: Partner }) => {
  const logo = partner.logo ? (
    <StyledPartnerLogo
      src={partner.logo.src}
      // Inside the link its label names the partner; unlinked, the logo itself does.
      alt={partner.url ? '' : partner.logo.alt || partner.name}
      width={partner.width}
      height={partnersSection.logoHeight}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <strong>{partner.name}</strong>
  );
  const description = partner.description ? <StyledPartnerType>{partner.description}</StyledPartnerType> : null;
  if (!partner.url) {
    return (
      <StyledPartner as="div">
        {logo}
        {description}
      </StyledPartner>
    );
  }
  return (
    <StyledPartner
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={partnersSection.linkLabel(partner.name, partner.description)}
      draggable={false}
    >
      {logo}
      {description}
    </StyledPartner>
  );
};

/**
 * Looping, draggable carousel, about a third of the width per logo (one per view on phones),
 * advancing every 3 s.
 */
export const PartnerLogos = ({ partners, label }: { partners: readonly Partner[]; label: string }) => (
  <Carousel
    label={label}
    items={partners}
    renderItem={(partner) => <PartnerSlide partner={partner} />}
    autoplay={partnersSection.autoplay}
    stopOnInteraction={false}
    loop
    perView={{ base: 1, sm: 2, lg: 3 }}
    gap={6}
  />
);

/** "Nuestros Partners": the CMS's partners, brought with the page's read, in a carousel named `label`. */
export const PartnerCarousel = PartnerLogos;
