'use strict';

const path = require('node:path');

/**
 * What a page entry (api::page.page) may say, checked on every save (docs/site.md, "Pages built in the CMS"):
 * its path is a clean URL no other remote owns, the hero is its first section and its only h1, and every
 * button leads to a page of the site, an anchor of the page or an allowed external domain.
 * Pure functions over the site's own lists (shared/src/routes/site-routes.cjs, shared/src/config/external-domains.json),
 * so the admin panel, the REST API and the seed refuse the same things.
 */
const SHARED = path.join(__dirname, '..', '..', '..', 'shared', 'src');
const { sitePages, siteRedirects } = require(path.join(SHARED, 'routes', 'site-routes.cjs'));
const { matchRoute, staticPrefix } = require(path.join(SHARED, 'routes', 'match-route.cjs'));
const externalDomains = require(path.join(SHARED, 'config', 'external-domains.json'));
const { calls } = require(path.join(SHARED, 'api', 'cms', 'cms-reads.json'));

/** The remote that renders CMS pages. */
const PAGE_REMOTE = 'marketing';
const PATH_SHAPE = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
// Served by the site's servers themselves, never by a page.
const RESERVED_PREFIXES = ['/api', '/uploads', '/admin', '/releases', '/feeds', '/well-known'];
const ANCHOR_SHAPE = /^[a-z][a-z0-9-]*$/;
const ALLOWED_DOMAINS = [...Object.keys(externalDomains.own), ...Object.keys(externalDomains.companyProfiles)];

const OTHER_REMOTES_PAGES = sitePages.filter((page) => page.remote !== PAGE_REMOTE);
/**
 * The routes whose page is a page entry, read by its address (`/*path`: the home and any path no other route
 * opens): where a page entry goes live. Not a page that reads only the pages' labels (its breadcrumbs).
 */
const PAGE_ROUTES = sitePages.filter((page) => page.cmsReads.some((call) => calls[call]?.model === 'page' && calls[call].one));
/** Whether a path is opened by a route that shows a page entry (and by no route before it). */
const isPageRoutePath = (pathname) => PAGE_ROUTES.includes(matchRoute(sitePages, pathname)?.route);
/** A page path under another remote's route ("/blog/:slug" → "/blog") belongs to that remote too. */
const isUnder = (pathname, prefix) => prefix !== '' && prefix !== '/' && (pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Why a page may not live at this path, or null. */
const pathProblem = (pathname) => {
  if (typeof pathname !== 'string' || !PATH_SHAPE.test(pathname)) {
    return 'La dirección debe empezar con / y tener solo minúsculas sin tildes, números y guiones (por ejemplo /campanas/retail-2027).';
  }
  const owner = OTHER_REMOTES_PAGES.find((page) => isUnder(pathname, staticPrefix(page.path)));
  if (owner) return `La dirección ${pathname} pertenece a otra parte del sitio (${owner.path}): elige otra.`;
  if (siteRedirects.some((redirect) => redirect.path === pathname)) {
    return `La dirección ${pathname} ya redirige a otra página: elige otra.`;
  }
  if (RESERVED_PREFIXES.some((prefix) => isUnder(pathname, prefix)) || /\.[a-z]+$/.test(pathname)) {
    return `La dirección ${pathname} está reservada por el sitio: elige otra.`;
  }
  if (!isPageRoutePath(pathname)) {
    return `La dirección ${pathname} es una página del sitio hecha en código: elige otra.`;
  }
  return null;
};

const hostAllowed = (host) => ALLOWED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Why a button's link target is refused, or null: a path of the site (a route of the site's list, or a page
 * entry's path, `knownPagePath`), optionally with #anchor, an https address on an allowed domain, or a mailto
 * on the company's own domain.
 */
const linkProblem = (target, knownPagePath = () => false) => {
  if (typeof target !== 'string' || target.trim() === '') return 'Falta el destino del enlace.';
  if (target.startsWith('/')) {
    const [pathname] = target.split('#');
    // Another CMS page must exist (draft or published); any other route of the site is a page.
    if (isPageRoutePath(pathname)) return knownPagePath(pathname) ? null : `No hay una página en ${pathname}.`;
    if (matchRoute(sitePages, pathname)) return null;
    return `El enlace ${target} no lleva a una página del sitio.`;
  }
  const mail = /^mailto:[^@\s]+@([a-z0-9.-]+)$/i.exec(target);
  if (mail) {
    return Object.keys(externalDomains.own).some((d) => mail[1].toLowerCase() === d || mail[1].toLowerCase().endsWith(`.${d}`))
      ? null
      : `El correo ${target} no es de un dominio de LINX.`;
  }
  let url;
  try {
    url = new URL(target);
  } catch {
    return `El enlace ${target} no es una dirección válida: usa /ruta del sitio o https://…`;
  }
  if (url.protocol !== 'https:') return `El enlace ${target} debe usar https://.`;
  return hostAllowed(url.hostname.toLowerCase())
    ? null
    : `El dominio ${url.hostname} no está en la lista de dominios externos permitidos.`;
};

const actionProblem = (action, knownPagePath) => {
  if (!action) return null;
  if (action.kind === 'anchor') {
    return ANCHOR_SHAPE.test(action.target ?? '') ? null : `El ancla «${action.target ?? ''}» debe ser el ancla de una sección (minúsculas y guiones).`;
  }
  // The consultancy helper, the company's WhatsApp chat and YouTube channel: the site knows where they lead
  // (site-config.ts).
  if (['consultancy', 'whatsapp', 'youtube'].includes(action.kind)) return null;
  if (!action.label || !action.label.trim()) return 'Cada botón de enlace necesita un texto.';
  return linkProblem(action.target, knownPagePath);
};

const list = (value) => (Array.isArray(value) ? value.filter(Boolean) : []);

/**
 * A section's buttons and links: its own buttons, the one every card of it ends with (`cardAction`), each column's
 * link, and the page a slide or a card leads to (its `target`, checked as a link).
 */
const buttonsOf = (section) => [
  ...list(section?.actions),
  ...(section?.cardAction ? [section.cardAction] : []),
  ...list(section?.columns).flatMap((column) => (column.link ? [column.link] : [])),
  ...[...list(section?.slides), ...list(section?.items)]
    .filter((part) => typeof part.target === 'string')
    .map((part) => ({ kind: 'link', label: part.title || part.target, target: part.target })),
];

/** Why a page's sections are refused, or null (sections as the document service receives them). */
const sectionsProblem = (sections, knownPagePath) => {
  if (!Array.isArray(sections)) return null;
  const heroes = sections.filter((section) => section?.__component === 'sections.page-hero');
  if (heroes.length !== 1 || sections[0]?.__component !== 'sections.page-hero') {
    return 'La página debe empezar con una Portada y tener solo una (su único título principal).';
  }
  for (const section of sections) {
    if (section?.__component === 'sections.split-media' && !section.image && !section.chat) {
      return `La sección «${section.title ?? 'Texto e imagen'}» necesita una imagen o una conversación de ejemplo.`;
    }
    for (const action of buttonsOf(section)) {
      const problem = actionProblem(action, knownPagePath);
      if (problem) return problem;
    }
  }
  return null;
};

/** The site paths the buttons of these sections link to (to look up among the page entries). */
const linkedPaths = (sections) =>
  (Array.isArray(sections) ? sections : [])
    .flatMap(buttonsOf)
    .filter((action) => action?.kind === 'link' && typeof action.target === 'string' && action.target.startsWith('/'))
    .map((action) => action.target.split('#')[0]);

module.exports = { pathProblem, linkProblem, sectionsProblem, linkedPaths, PAGE_REMOTE };
