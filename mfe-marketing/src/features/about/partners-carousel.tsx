import { Carousel } from '@linx/shared';
import { partnersSection } from '../../content/about';
import { PARTNER_LOGO_HEIGHT, partners } from '../../content/partners';
import { PageSection } from '../../sections/page-section';
import { StyledPartner, StyledPartnerLogo, StyledPartnerType } from './partners-carousel.styles';

/**
 * "Nuestros Partners": looping, draggable carousel, about a third of the width per logo (one per
 * view on phones), advancing every 3 s; each logo opens the partner's site in a new tab.
 */
export const PartnersCarousel = () => (
  <PageSection eyebrow={partnersSection.eyebrow} title={partnersSection.title} lead={partnersSection.lead} tone="soft">
    <Carousel
      label={partnersSection.carouselLabel}
      items={partners}
      renderItem={(partner) => (
        <StyledPartner
          href={partner.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={partnersSection.linkLabel(partner.name, partner.description)}
          draggable={false}
        >
          <StyledPartnerLogo
            src={partner.logo}
            alt=""
            width={partner.width}
            height={PARTNER_LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          <StyledPartnerType>{partner.description}</StyledPartnerType>
        </StyledPartner>
      )}
      autoplay={partnersSection.autoplay}
      stopOnInteraction={false}
      loop
      perView={{ base: 1, sm: 2, lg: 3 }}
      gap={6}
    />
  </PageSection>
);
