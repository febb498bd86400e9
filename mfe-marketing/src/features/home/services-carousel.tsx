import { ButtonLink, Carousel, CategoryChips, useScrollToTop } from '@linx/shared';
import { homeServices, type ServiceSlide } from '../../content/home';
import { IconBadge } from '../../sections/icon-badge';
import { Illustration } from '../../sections/illustration';
import { PageSection } from '../../sections/page-section';
import {
  StyledSlide,
  StyledSlideBody,
  StyledSlideMedia,
  StyledSlideText,
  StyledSlideTitle,
} from './services-carousel.styles';

const Slide = ({ slide, onMore }: { slide: ServiceSlide; onMore: () => void }) => (
  <StyledSlide>
    <StyledSlideMedia>
      <Illustration {...slide.image} />
    </StyledSlideMedia>
    <StyledSlideBody>
      <IconBadge icon={slide.icon} tone="accent" size="lg" />
      <CategoryChips names={slide.categories} label={homeServices.categoriesLabel} />
      <StyledSlideTitle>{slide.title}</StyledSlideTitle>
      <StyledSlideText>{slide.description}</StyledSlideText>
      <ButtonLink to={slide.route} onClick={onMore}>
        {homeServices.moreLabel}
        <span className="visually-hidden">{homeServices.moreSuffix(slide.title)}</span>
      </ButtonLink>
    </StyledSlideBody>
  </StyledSlide>
);

/** "Nuestros Servicios": five slides, autoplay every 5 s with a 500 ms fade; a manual move stops it. */
export const ServicesCarousel = () => {
  const scrollToTop = useScrollToTop();
  return (
    <PageSection eyebrow={homeServices.eyebrow} title={homeServices.title} lead={homeServices.lead}>
      <Carousel
        label={homeServices.carouselLabel}
        items={homeServices.slides}
        renderItem={(slide) => <Slide slide={slide} onMore={scrollToTop} />}
        autoplay={homeServices.autoplay}
        effect="fade"
        loop
        stopOnInteraction
      />
    </PageSection>
  );
};
