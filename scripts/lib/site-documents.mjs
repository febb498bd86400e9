// The shell's answers to page URLs: the HTML of every route of the route table, a permanent
// redirect for /home, and status 404 (noindex) for URLs no route matches.
import path from 'node:path';
import { patternSource, readPaths, readRouteTable } from '../audit/site-routes.mjs';
import { shellHtml } from './early-hints.mjs';
import { compressedHtml, sendHtml } from './html-response.mjs';
import { sendPlain } from './safe-request.mjs';

/** Whether a pathname matches a route of the route table. */
export const routeMatcher = () => {
  const patterns = readRouteTable().map((route) => new RegExp(patternSource(route.path)));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
};

export const siteDocuments = ({ distDir, config }) => {
  const shell = compressedHtml(shellHtml(distDir, config), config);
  const isRoute = routeMatcher();
  const { home, homeAlias } = readPaths();

  return {
    /** Paths answered as documents before any file lookup. */
    isPage: (pathname) => pathname === '/' || pathname === '/index.html' || pathname === homeAlias,
    answer(req, res, pathname) {
      if (pathname === homeAlias) {
        res.writeHead(301, { Location: home, 'Cache-Control': 'public, max-age=3600' });
        return res.end();
      }
      // A missing file (an extension in the URL) is not a page.
      if (path.extname(pathname) && pathname !== '/index.html') return sendPlain(res, 404, 'No encontrado');
      const known = pathname === '/index.html' || isRoute(pathname);
      return sendHtml(req, res, shell, {
        status: known ? 200 : 404,
        extraHeaders: known ? {} : { 'X-Robots-Tag': 'noindex' },
      });
    },
  };
};
