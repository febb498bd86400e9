// /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is the company
// mailbox the site's contact page and footer show (shared/src/config/site-config.ts: the CMS holds no
// company contact); Expires is always 180 days ahead, so the file never goes stale.
import fs from 'node:fs';
import path from 'node:path';
import { canonicalSiteUrl } from '../generate-sitemap.mjs';
import { ROOT } from './apps.mjs';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
const DAY_MS = 86_400_000;

/** The company mailbox of site-config.ts (the one `companyEmail` the pages show). */
export const companyEmail = () => {
  const config = fs.readFileSync(path.join(ROOT, 'shared/src/config/site-config.ts'), 'utf8');
  const email = /companyEmail:\s*'([^']+)'/.exec(config)?.[1];
  if (!email) throw new Error('site-config.ts no tiene companyEmail');
  return email;
};

/** The file's text: Contact, Expires (start of the UTC day, 180 days on), languages, Canonical. */
export const securityTxt = ({ siteUrl = canonicalSiteUrl(), email = companyEmail(), now = new Date() } = {}) => {
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 180 * DAY_MS);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: es, en',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
};

export const answerSecurityTxt = (req, res) => {
  res.writeHead(200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : securityTxt());
};
