// What the edit view's «En el sitio» panel says about an entry's page (docs/editorial-workflow.md, "What
// went live"), from the CMS's answer (src/utils/render-status.js): whether its HTML is rendered and live, when
// (in Chile's time, as the «Publicación» panel says times), and if it failed, why.
import { atTime, SITE_TIME_ZONE } from '../schedule-panel/schedule-state.mjs';

/** The types a page of the site shows (src/utils/site-pages.js; a test checks both lists agree). */
export const PAGED_TYPES = [
  'api::article.article',
  'api::case.case',
  'api::page.page',
  'api::category.category',
  'api::material.material',
  'api::product.product',
  'api::product-category.product-category',
  'api::team-member.team-member',
  'api::partner.partner',
  'api::client-logo.client-logo',
  'api::podcast-episode.podcast-episode',
];

/** How long the panel keeps asking after a publish (or on opening) while a page is still being rendered. */
export const POLL_MS = 30_000;
export const POLL_EVERY_MS = 1500;

const ZONE = `(hora de Chile, ${SITE_TIME_ZONE})`;

const when = (iso) => `${atTime(iso)} ${ZONE}`;

const HEADLINES = {
  live: { state: 'En el sitio', tone: 'success' },
  failed: { state: 'La página no se publicó', tone: 'danger' },
  pendiente: { state: 'Generando la página', tone: 'secondary' },
  waited: { state: 'Página pendiente', tone: 'warning' },
  'sin-render': { state: 'Sin información', tone: 'warning' },
  'no-publicado': { state: 'Sin página', tone: 'neutral' },
  'sin-pagina': { state: 'Sin página propia', tone: 'neutral' },
};

/** The lines about one page: `{ text, tone? }`. */
const pageLines = (page, { polling }) => {
  if (page.status === 'live') return [{ text: `Página generada el ${when(page.renderedAt)}.` }];
  if (page.status === 'failed') {
    const lines = page.reasons.map((reason) => ({ text: `${reason}.`.replace(/\.\.$/, '.'), tone: 'danger' }));
    if (lines.length === 0) lines.push({ text: 'La página mostró un error.', tone: 'danger' });
    lines.push({
      text: page.renderedAt
        ? `El sitio sigue mostrando la versión generada el ${when(page.renderedAt)}.`
        : 'El sitio no tiene una versión anterior de esta página.',
    });
    if (page.attemptedAt) lines.push({ text: `Último intento: ${when(page.attemptedAt)}.` });
    return lines;
  }
  return [
    {
      text: polling
        ? 'Se está generando con la última publicación; se actualiza aquí en unos segundos.'
        : 'Aún no muestra la última publicación: el renderizador no la ha generado.',
    },
  ];
};

/**
 * `{ state, tone, message?, pages: [{ path, url, lines }] }` for the CMS's answer. `polling`: the panel is
 * still asking (a page pending is being rendered now).
 */
export const renderState = (answer, { polling = false } = {}) => {
  if (!answer) return { ...HEADLINES.pendiente, state: 'Consultando…', pages: [] };
  const key = answer.state === 'pendiente' && !polling ? 'waited' : answer.state;
  const headline = HEADLINES[key] ?? HEADLINES['sin-render'];
  return {
    ...headline,
    message: answer.message,
    pages: (answer.pages ?? []).map((page) => ({ path: page.path, url: page.url, lines: pageLines(page, { polling }) })),
  };
};
