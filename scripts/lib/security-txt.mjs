// /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is the CMS's
// single type "Contacto de seguridad" (email, optional policy page), read at most every
// SECURITY_CONTACT_TTL_MS (60 s); while the CMS does not answer, the last contact read stays, and
// before any read the company mailbox the pages show (shared/src/config/site-config.ts). Expires is
// always 180 days ahead, so the file never goes stale.
import fs from 'node:fs';
import path from 'node:path';
import { canonicalSiteUrl } from '../generate-sitemap.mjs';
import { ROOT } from './apps.mjs';
import { cachedRead } from './cached-read.mjs';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
const DAY_MS = 86_400_000;

/** The company mailbox of site-config.ts (the one `companyEmail` the pages show). */
export const companyEmail = () => {
  const config = fs.readFileSync(path.join(ROOT, 'shared/src/config/site-config.ts'), 'utf8');
  const email = /companyEmail:\s*'([^']+)'/.exec(config)?.[1];
  if (!email) throw new Error('site-config.ts no tiene companyEmail');
  return email;
};

/** The CMS's security contact: { email, policyUrl? }. */
export const readSecurityContact = async (cmsUrl, { timeoutMs = 3000 } = {}) => {
  const response = await fetch(
    `${cmsUrl.replace(/\/$/, '')}/api/security-contact?fields[0]=email&fields[1]=policyUrl`,
    {
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  if (!response.ok) throw new Error(`security-contact: HTTP ${response.status}`);
  const { data } = await response.json();
  if (!data?.email) throw new Error('security-contact: sin email');
  return { email: data.email, policyUrl: data.policyUrl || undefined };
};

/** The file's text: Contact, Expires (start of the UTC day, 180 days on), Policy, languages, Canonical. */
export const securityTxt = ({ siteUrl = canonicalSiteUrl(), email, policyUrl, now = new Date() }) => {
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 180 * DAY_MS);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    ...(policyUrl ? [`Policy: ${policyUrl}`] : []),
    'Preferred-Languages: es, en',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
};

/** Answers /.well-known/security.txt from the CMS's contact. `cmsUrl()` gives the CMS's current address. */
export const securityTxtResponder = ({ cmsUrl, ttlMs = Number(process.env.SECURITY_CONTACT_TTL_MS) || 60_000 }) => {
  const contact = cachedRead({
    read: () => readSecurityContact(cmsUrl()),
    ttlMs,
    initial: { email: companyEmail() },
    label: 'Contacto de seguridad',
  });
  return async (req, res) => {
    const text = securityTxt(await contact());
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
};
