// Headers of every HTML answer: a Content-Security-Policy that allows exactly the site's own
// origin, the remotes', the CMS's and the lead service's, and the HTML's inline scripts by hash
// (never 'unsafe-inline' for scripts); no framing; a strict referrer; no powerful features.
import crypto from 'node:crypto';

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

/** Executable inline scripts (no src, JavaScript type): data blocks such as JSON-LD need no hash. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const isJavaScript = (attributes) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

export const inlineScriptHashes = (html) =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => isJavaScript(attributes))
    .map(([, , code]) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);

const originOf = (url) => new URL(url, 'http://localhost').origin;

/** The origins the pages load code, data and media from, out of the addresses file. */
export const siteOrigins = (config) => {
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const backEnds = [config.cmsUrl, config.leadsUrl].filter(Boolean).map(originOf);
  const assets = config.assetsBaseUrl ? [originOf(config.assetsBaseUrl)] : [];
  const unique = (list) => [...new Set(list)].join(' ');
  return {
    code: unique(remotes),
    data: unique([...remotes, ...backEnds]),
    media: unique([...remotes, ...backEnds, ...assets]),
  };
};

/** The policy for one HTML document. */
export const contentSecurityPolicy = (config, html = '') => {
  const origins = siteOrigins(config);
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.code} ${inlineScriptHashes(html).join(' ')}`.trim(),
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
    "frame-ancestors 'none'",
  ].join('; ');
};

export const securityHeaders = (config, html) => ({
  'Content-Security-Policy': contentSecurityPolicy(config, html),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'X-Content-Type-Options': 'nosniff',
});
