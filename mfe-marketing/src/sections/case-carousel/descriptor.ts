import { list, nonEmpty, required, requiredImage, text, titled } from '../../api/page-fields';
import type { PageSlide, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Cases one at a time, in a carousel with its own name. */
export interface CaseCarouselSection extends TitledSection {
  type: 'case-carousel';
  carouselLabel: string;
  slides: PageSlide[];
}

export const descriptor = sectionDescriptor({
  component: 'sections.case-carousel',
  map: (raw, key): CaseCarouselSection => ({
    ...titled(raw, key),
    type: 'case-carousel',
    carouselLabel: required(raw, 'carouselLabel'),
    slides: nonEmpty(
      list(raw.slides).map((slide) => ({
        image: requiredImage(slide.image, 'una diapositiva'),
        kicker: text(slide.kicker),
        title: required(slide, 'title'),
        description: required(slide, 'description'),
      })),
      'slides',
    ),
  }),
});

export const fixture: SectionFixture<'sections.case-carousel'> = ({ image }) => ({
  __component: 'sections.case-carousel',
  id: 12,
  title: 'Proyectos en pantalla',
  tone: 'soft',
  anchor: 'implementaciones',
  carouselLabel: 'Implementaciones de ejemplo',
  slides: [
    {
      id: 1,
      image: image('/uploads/caso-retail.svg', {
        width: 640,
        height: 400,
        alternativeText: 'Góndolas con pantallas',
        formats: false,
      }),
      kicker: 'Retail',
      title: 'Cadena de conveniencia',
      description: 'Precios por región.',
    },
    {
      id: 2,
      image: image('/uploads/caso-salud.svg', {
        width: 640,
        height: 400,
        alternativeText: 'Sala de espera',
        formats: false,
      }),
      kicker: null,
      title: 'Red de clínicas',
      description: 'Turnos ordenados.',
    },
  ],
});
