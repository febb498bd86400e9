import { icon, lines, list, nonEmpty, required, requiredImage, titled } from '../../api/page-fields';
import type { PageServiceSlide, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Services one at a time, each leading to its page. */
export interface ServiceCarouselSection extends TitledSection {
  type: 'service-carousel';
  carouselLabel: string;
  moreLabel: string;
  slides: PageServiceSlide[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.service-carousel',
  map: (raw, key): ServiceCarouselSection => ({
    ...titled(raw, key),
    type: 'service-carousel',
    carouselLabel: required(raw, 'carouselLabel'),
    moreLabel: required(raw, 'moreLabel'),
    slides: nonEmpty(
      list(raw.slides).map((slide) => ({
        image: requiredImage(slide.image, 'una diapositiva'),
        icon: icon(slide.icon),
        categories: lines(slide.categories),
        title: required(slide, 'title'),
        description: required(slide, 'description'),
        to: required(slide, 'target'),
      })),
      'slides',
    ),
  }),
});

export const fixture: SectionFixture<'sections.service-carousel'> = ({ image }) => ({
  __component: 'sections.service-carousel',
  id: 17,
  title: 'Nuestros Servicios',
  tone: 'light',
  carouselLabel: 'Servicios de ejemplo',
  moreLabel: 'Conocer más',
  slides: [
    {
      id: 1,
      image: image('/uploads/slide.svg', { width: 720, height: 480, alternativeText: 'Góndola', formats: false }),
      icon: 'MonitorPlay',
      categories: 'Retail\nAnalítica',
      title: 'Señalización Digital',
      description: 'Pantallas en tus tiendas.',
      target: '/servicios/senalizacion-digital',
    },
  ],
});
