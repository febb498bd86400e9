import { paths } from '@linx/shared';
import type { SectionAction } from '../sections/section-actions';

/** Words of a campaign page around the CMS's own (docs/decisions.md 13): while it loads, and when there is none. */
export const campaignCopy = {
  loadingTitle: 'Cargando página',
  loadingDescription: 'Páginas de campaña de LINX.',
  notFound: {
    title: 'Esta página no existe',
    lead: 'La página que buscas no existe o ya no está publicada.',
    actions: [{ kind: 'link', label: 'Volver al Inicio', to: paths.home }] as readonly SectionAction[],
  },
};
