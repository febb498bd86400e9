// One HTML document, precompressed once and answered as the browser accepts, with the security
// headers of the current addresses (the inline scripts it may run are the site's own, by hash).
import zlib from 'node:zlib';
import { securityHeaders } from './security-headers.mjs';

export const compressedHtml = (html, config) => ({
  headers: securityHeaders(config),
  bodies: {
    br: zlib.brotliCompressSync(html),
    gzip: zlib.gzipSync(html, { level: 9 }),
    identity: Buffer.from(html),
  },
});

/** Answers `document` (from compressedHtml) with `status`, e.g. 404 for the not-found page. */
export const sendHtml = (req, res, document, { status = 200, extraHeaders = {}, cacheControl = 'no-cache' } = {}) => {
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  const body = document.bodies[encoding];
  res.statusCode = status;
  for (const [name, value] of Object.entries({ ...document.headers, ...extraHeaders })) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
};
