// Admin panel customisation (cms/README.md, "Guía para editores"): the panel opens in Spanish, also offered in
// the language menu (the marketing team works in Spanish), the enumerations' values are shown by their Spanish
// names, the sections' icons are picked from their drawings, the edit view says whether an entry is a draft,
// published or scheduled, and when, in Chile's time, and whether its page went live on the site (or why not).
import { labels as choices } from '../admin-labels/choices.json';
import labelMessages from '../admin-labels/label-messages.generated.json';
import strapiSpanish from '../admin-labels/strapi-es.json';
import { RenderPanel } from './render-panel/render-panel';
import { SchedulePanel } from './schedule-panel/schedule-panel';
import { preferSpanish } from './spanish-by-default.mjs';

const config = {
  locales: ['es'],
  // The models' names, the fields' labels and the component categories the content manager looks up as message
  // ids (scripts/generate-label-messages.mjs), Strapi's own messages its Spanish lacks (or mis-spells), then the
  // enumerations' options: the content manager shows an option by looking its value up as a message id, so the
  // values stay as stored and the editor reads their Spanish names.
  translations: { es: { ...labelMessages, ...strapiSpanish, ...choices } },
  notifications: { releases: false },
  tutorials: false,
};

const register = (app) => {
  // Before the panel first renders, which is when Strapi reads the language (the login page included).
  preferSpanish(window.localStorage);
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
