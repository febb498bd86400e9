// Headers of every HTML answer: a Content-Security-Policy that allows exactly the site's own
// origin, the remotes', the CMS's and the lead service's, and the site's own inline scripts by
// hash (own-inline-scripts.mjs; never 'unsafe-inline' for scripts); no framing (a preview answer only
// by the CMS's admin panel); a strict referrer; no powerful features. Whether an answer is HTML is told by its Content-Type, not by its path.
import { OWN_INLINE_SCRIPT_HASHES } from './own-inline-scripts.mjs';

/** Browser features the site never uses. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const originOf = (url) => new URL(url, 'http://localhost').origin;

/** The origins the pages load code, data and media from, out of the addresses file. */
export const siteOrigins = (config) => {
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const backEnds = [config.cmsUrl, config.leadsUrl, config.analyticsUrl].filter(Boolean).map(originOf);
  // `mediaOrigins`: more places media may come from (the canary relays the CMS's reads, while the
  // media its answers name stay on the live CMS: scripts/lib/canary/run-canary.mjs).
  const assets = [config.assetsBaseUrl, ...(config.mediaOrigins ?? [])].filter(Boolean).map(originOf);
  const unique = (list) => [...new Set(list)].join(' ');
  return {
    code: unique(remotes),
    data: unique([...remotes, ...backEnds]),
    media: unique([...remotes, ...backEnds, ...assets]),
  };
};

/**
 * The policy of every HTML document: the same for all, as it depends on the addresses only, except the
 * origin a preview answer may be framed by (`framedBy`, the CMS's admin panel).
 */
export const contentSecurityPolicy = (config, { framedBy } = {}) => {
  const origins = siteOrigins(config);
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.code} ${OWN_INLINE_SCRIPT_HASHES.join(' ')}`.trim(),
    // styled-components writes its rules into <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${origins.code}`.trim(),
    `img-src 'self' data: blob: ${origins.media}`.trim(),
    `media-src 'self' ${origins.media}`.trim(),
    `font-src 'self' data: ${origins.code}`.trim(),
    `connect-src 'self' ${origins.data}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy ?? "'none'"}`,
  ].join('; ');
};

export const securityHeaders = (config, { framedBy } = {}) => ({
  'Content-Security-Policy': contentSecurityPolicy(config, { framedBy }),
  // X-Frame-Options cannot name an origin: left out where the policy's frame-ancestors allows one.
  ...(framedBy ? {} : { 'X-Frame-Options': 'DENY' }),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'X-Content-Type-Options': 'nosniff',
});

/**
 * Content types a browser opens as a document that can run script: an SVG opened directly can, and
 * so can any XML one (the sitemap, the Atom feeds) through elements of the XHTML namespace.
 */
const DOCUMENT_TYPE = /^\s*(?:text\/html|image\/svg\+xml|text\/xml|application\/(?:[\w.-]+\+)?xml)\s*(?:;|$)/i;

const headerIn = (headers, name) => {
  if (!headers || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

/** Answers that one origin may frame (a preview answer: the CMS's admin panel), by answer. */
const framing = new WeakMap();

/** Lets `origin` frame the document `res` answers with (and no one else). */
export const allowFramingBy = (res, origin) => framing.set(res, origin);

/**
 * Makes `res` carry the security headers whenever its answer turns out to be a document, whoever
 * writes it (a file server, a page, a 404): checked when its headers are written (every answer,
 * implicit ones too, goes through writeHead). `config()` gives the current addresses.
 */
export const secureDocumentAnswers = (res, config) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadSecurely(status, ...rest) {
    const headers = rest.find((argument) => argument && typeof argument === 'object');
    const type = headerIn(headers, 'content-type') ?? res.getHeader('content-type');
    if (DOCUMENT_TYPE.test(String(type ?? ''))) {
      const framedBy = framing.get(res);
      if (framedBy) res.removeHeader('X-Frame-Options');
      for (const [name, value] of Object.entries(securityHeaders(config(), { framedBy }))) {
        if (Array.isArray(headers)) headers.push(name, value);
        else res.setHeader(name, value);
      }
    }
    return writeHead.call(this, status, ...rest);
  };
  return res;
};
