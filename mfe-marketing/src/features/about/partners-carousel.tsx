import { AsyncState, Carousel, usePartners, type Partner } from '@linx/shared';
import { partnersSection } from '../../content/about';
import { PageSection } from '../../sections/page-section';
import { StyledPartner, StyledPartnerLogo, StyledPartnerType } from './partners-carousel.styles';

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
export const PartnerLogos = ({ partners }: { partners: readonly Partner[] }) => (
  <Carousel
    label={partnersSection.carouselLabel}
    items={partners}
    renderItem={(partner) => <PartnerSlide partner={partner} />}
    autoplay={partnersSection.autoplay}
    stopOnInteraction={false}
    loop
    perView={{ base: 1, sm: 2, lg: 3 }}
    gap={6}
  />
);

/** "Nuestros Partners", from the CMS. */
export const PartnersCarousel = () => {
  const partners = usePartners();
  return (
    <PageSection
      eyebrow={partnersSection.eyebrow}
      title={partnersSection.title}
      lead={partnersSection.lead}
      tone="soft"
    >
      <AsyncState resource={partners} emptyMessage={partnersSection.empty}>
        {(list) => <PartnerLogos partners={list} />}
      </AsyncState>
    </PageSection>
  );
};
