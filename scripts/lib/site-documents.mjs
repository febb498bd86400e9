// The shell's answers to page URLs. A page rendered ahead of time (scripts/prerender.mjs) is
// answered as finished HTML; one never rendered yet gets the shell's HTML and renders in the
// browser, unless the renderer tried and failed (render-outcomes.mjs): then it answers 404 until a
// render succeeds, never a page that may load forever. /home is a permanent redirect; URLs of no page (articles or cases the CMS does not list,
// any other path where it lists no page built from sections) answer 404 with the branded not-found
// page, noindex, unless the CMS keeps a redirect for them (redirects.mjs). A page opened by the
// CMS's preview answers the shell's HTML with its drafts read in the browser (preview-access.mjs),
// after its token is checked.
import fs from 'node:fs';
import path from 'node:path';
import { opensRestOfPath } from '../../shared/src/routes/match-route.cjs';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { linkedCmsPagePaths, matchSitePage, readPaths } from '../audit/site-routes.mjs';
import { fileVersion } from './files.mjs';
import { compressedHtml, sendHtml } from './html-response.mjs';
import { composePage } from './page-document.mjs';
import { PREVIEW_PARAMETER, previewAllowed } from './preview-access.mjs';
import { redirectTable } from './redirects.mjs';
import { readOutcome } from './render-outcomes.mjs';
import { NOT_FOUND, pageReader, readIndex, renderedDir } from './rendered-store.mjs';
import { allowFramingBy } from './security-headers.mjs';
import { sendPlain } from './safe-request.mjs';
import { shellHtml } from './shell-html.mjs';

/** The renderer's browser asks for the shell's own HTML with this header (render-pass.mjs). */
const { renderPassHeader } = renderProtocol;

/**
 * The route a pathname opens: { pattern, dynamic, key, remote, expose, cmsReads } or undefined
 * (the one matcher: shared/src/routes/match-route.cjs).
 */
export const routeMatcher = () => (pathname) => {
  const route = matchSitePage(pathname)?.route;
  return route && { ...route, pattern: route.path };
};

/** `value`, or the current value when it is a function (the config and the shell's live folder). */
const current = (value) => (typeof value === 'function' ? value() : value);

/** The shell's index.html as it is on disk now (a rebuild gives new script names). */
const indexVersion = (folder) => fileVersion(path.join(folder, 'index.html'));

/** A key per config object, so documents composed from it are made again when it changes. */
const configKeys = new WeakMap();
const configKey = (config) => {
  if (!configKeys.has(config)) configKeys.set(config, JSON.stringify(config));
  return configKeys.get(config);
};

/**
 * Composed, compressed documents of rendered pages, made again only when a page file, the shell's
 * index.html or the config (a release promoted or rolled back) changes.
 */
const renderedDocuments = ({ distDir, config, dir }) => {
  const read = pageReader(dir);
  const cache = new Map();
  return (pathname, { hydratable = true } = {}) => {
    const entry = read(pathname);
    if (!entry) return null;
    const folder = current(distDir);
    const now = current(config);
    const shellIndexHtml = fs.readFileSync(path.join(folder, 'index.html'), 'utf8');
    const key = `${entry.version}:${folder}:${indexVersion(folder)}:${configKey(now)}`;
    const slot = `${pathname}:${hydratable}`;
    if (cache.get(slot)?.key !== key) {
      const readShellFile = (name) => {
        const file = path.join(folder, path.normalize(name));
        return file.startsWith(folder) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      };
      const html = composePage({ shellIndexHtml, page: entry.page, config: now, hydratable, readShellFile });
      cache.set(slot, { key, document: compressedHtml(html, now), status: entry.page.status });
    }
    return cache.get(slot);
  };
};

/**
 * `distDir` and `config` may be functions that return the current value: the shell's live release
 * folder and the addresses of the live releases (static-server.mjs), read per request.
 */
export const siteDocuments = ({ distDir, config, dir = renderedDir() }) => {
  let shellDocument = { key: null, document: null };
  /** The shell's own HTML (its page starter's data names the current addresses), made again when they change. */
  const shellOf = () => {
    const folder = current(distDir);
    const now = current(config);
    // A rebuilt shell (new index.html) is picked up without a restart.
    const key = `${folder}:${indexVersion(folder)}:${configKey(now)}`;
    if (shellDocument.key !== key) {
      shellDocument = { key, document: compressedHtml(shellHtml(folder, now), now) };
    }
    return shellDocument.document;
  };
  shellOf();
  const rendered = renderedDocuments({ distDir, config, dir });
  const routeOf = routeMatcher();
  const { home, homeAlias } = readPaths();

  /** A dynamic page the renderer's last complete CMS listing did not have. */
  const unlisted = (pathname) => {
    const index = readIndex(dir);
    return Boolean(index?.complete) && !index.dynamicPaths.includes(pathname);
  };
  /** The pages built in the CMS the code links to (the home, the service pages…), which the CMS seeds. */
  const linkedCmsPages = new Set(linkedCmsPagePaths());
  /**
   * A path only the last route opens (`/*path`, pages built in the CMS) is a page only when the CMS lists one
   * there: any other URL answers 404 even before a first listing, never a page that renders "not found".
   * Before a first complete listing, the pages the code links to are pages, as the CMS seeds them.
   */
  const listedPage = (pathname) => {
    const index = readIndex(dir);
    return Boolean(index?.dynamicPaths.includes(pathname)) || (!index?.complete && linkedCmsPages.has(pathname));
  };

  /**
   * The branded not-found page for any URL without one. Its HTML was rendered at its own path, so its embedded
   * answers name that path, not the visitor's: the browser renders over it rather than hydrate a mismatch.
   */
  const notFound = (req, res) => {
    const page = rendered(NOT_FOUND, { hydratable: false });
    sendHtml(req, res, page?.document ?? shellOf(), { status: 404, extraHeaders: { 'X-Robots-Tag': 'noindex' } });
  };

  const redirects = redirectTable({ cmsUrl: () => current(config).cmsUrl });
  /** A page that moved (the CMS keeps where it went): 301 or 302 there; otherwise `orElse()`. */
  const redirectOr = async (req, res, pathname, orElse) => {
    const moved = await redirects.lookup(pathname);
    if (!moved) return orElse();
    res.writeHead(moved.permanent ? 301 : 302, {
      Location: moved.to,
      'Cache-Control': moved.permanent ? 'public, max-age=300' : 'no-cache',
    });
    return res.end();
  };

  /** The shell's HTML for the CMS's preview frame: token checked, never cached, never indexed. */
  const preview = async (req, res, pathname, token) => {
    if (!(await previewAllowed(token, pathname))) {
      res.setHeader('X-Robots-Tag', 'noindex');
      return sendPlain(res, 401, 'Vista previa no autorizada: el enlace venció o no corresponde a esta página.');
    }
    const cmsUrl = current(config).cmsUrl;
    if (cmsUrl) allowFramingBy(res, new URL(cmsUrl, 'http://localhost').origin);
    return sendHtml(req, res, shellOf(), { extraHeaders: { 'X-Robots-Tag': 'noindex' }, cacheControl: 'no-store' });
  };

  return {
    /** Paths answered as documents before any file lookup. */
    isPage: (pathname) => pathname === '/' || pathname === '/index.html' || pathname === homeAlias,
    answer(req, res, pathname) {
      if (pathname === homeAlias) {
        res.writeHead(301, { Location: home, 'Cache-Control': 'public, max-age=3600' });
        return res.end();
      }
      const page = pathname === '/index.html' ? home : pathname;
      // A missing file (an extension in the URL) is not a page.
      if (path.extname(page)) return sendPlain(res, 404, 'No encontrado');
      if (req.headers[renderPassHeader]) return sendHtml(req, res, shellOf());
      const route = routeOf(page);
      const query = new URL(req.url, 'http://localhost').searchParams;
      if (route && query.has(PREVIEW_PARAMETER)) return preview(req, res, page, query.get(PREVIEW_PARAMETER));
      if (!route) return redirectOr(req, res, page, () => notFound(req, res));
      // With a query (filters, search) the page renders differently from its HTML: the browser
      // renders it itself, over the HTML, instead of hydrating.
      const hydratable = query.size === 0;
      const document = rendered(page, { hydratable });
      if (document) return sendHtml(req, res, document.document, { status: document.status });
      if (!route.dynamic) return sendHtml(req, res, shellOf());
      // A listed page whose only render failed (no HTML ever) is not published yet: 404, as the editor is told.
      const failed = readOutcome(dir, page)?.status === 'failed';
      const missing = failed || (opensRestOfPath(route.pattern) ? !listedPage(page) : unlisted(page));
      return redirectOr(req, res, page, () => (missing ? notFound(req, res) : sendHtml(req, res, shellOf())));
    },
  };
};
