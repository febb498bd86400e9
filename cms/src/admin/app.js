// Admin panel customisation (cms/README.md, "Guía para editores"): Spanish is offered in the language menu (the
// marketing team works in Spanish), the enumerations' values are shown by their Spanish names, the sections'
// icons are picked from their drawings, the edit view says whether an entry is a draft, published or
// scheduled, and when, in Chile's time, and whether its page went live on the site (or why not).
import { labels as choices } from '../admin-labels/choices.json';
import { RenderPanel } from './render-panel/render-panel';
import { SchedulePanel } from './schedule-panel/schedule-panel';

const config = {
  locales: ['es'],
  // The content manager shows an enumeration's option by looking its value up as a message id: the values
  // stay as stored, the editor reads their Spanish names.
  translations: { es: choices },
  notifications: { releases: false },
  tutorials: false,
};

const register = (app) => {
  // The icon field of the section parts (custom field global::icon, registered in src/index.js too).
  app.customFields.register({
    name: 'icon',
    type: 'enumeration',
    intlLabel: { id: 'linx.icon-picker.label', defaultMessage: 'Ícono de sección' },
    intlDescription: {
      id: 'linx.icon-picker.description',
      defaultMessage: 'Uno de los íconos de las secciones, elegido por su dibujo',
    },
    components: { Input: async () => import('./icon-picker/icon-input') },
  });
  // The slug of articles, cases and products (custom field global::slug): follows its title until edited.
  app.customFields.register({
    name: 'slug',
    type: 'uid',
    intlLabel: { id: 'linx.slug.label', defaultMessage: 'Dirección (slug)' },
    intlDescription: { id: 'linx.slug.description', defaultMessage: 'La dirección de la entrada, que sigue a su título' },
    components: { Input: async () => import('./slug-input/slug-input') },
  });
};

const bootstrap = (app) => {
  app.getPlugin('content-manager').apis.addEditViewSidePanel([SchedulePanel, RenderPanel]);
};

export default { config, register, bootstrap };
