import fs from 'node:fs';
import path from 'node:path';
import allowList from './external-domains.json';

/**
 * No link to a stranger (docs/decisions.md 9): every URL and e-mail address in the CMS seed data and in
 * the apps' compiled content modules points to a domain of external-domains.json. The company's
 * profiles on other platforms live in the site config only, so a made-up profile elsewhere (a
 * LinkedIn page for a team member, a video for an episode) fails too.
 */
const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-catalogue', 'mfe-content', 'mfe-contact', 'mfe-internal'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|json)$/;

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(full);
        return SOURCE.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [full] : [];
      })
    : [];

const scannedFiles = (): string[] => [
  ...filesUnder(path.join(ROOT, 'cms/src/seed/data')),
  ...APPS.flatMap((app) => filesUnder(path.join(ROOT, app, 'src/content'))),
  ...filesUnder(path.join(ROOT, 'shared/src/content')),
  path.join(ROOT, allowList.companyProfilesOnlyIn),
];

export interface FoundLink {
  link: string;
  host: string;
}

/** Web addresses (http, https, protocol-relative) and e-mail addresses in a text, with their host. */
export const linksIn = (text: string): FoundLink[] => {
  const web = [...text.matchAll(/(?:https?:)?\/\/([a-z0-9.-]+\.[a-z]{2,})(?=[/:?#'"`\s)\]>]|$)/gi)].map((m) => ({
    link: m[0],
    host: m[1].toLowerCase(),
  }));
  const mail = [...text.matchAll(/[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/gi)].map((m) => ({
    link: m[0],
    host: m[1].toLowerCase(),
  }));
  return [...web, ...mail];
};

const under = (host: string, domains: readonly string[]): boolean =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** Why a link may not be there, or undefined when it may. */
export const verdict = (found: FoundLink, file: string): string | undefined => {
  if (found.link in allowList.notLinks) return undefined;
  if (under(found.host, Object.keys(allowList.own))) return undefined;
  if (!under(found.host, Object.keys(allowList.companyProfiles))) return 'domain outside the allow-list';
  return path.relative(ROOT, file) === allowList.companyProfilesOnlyIn
    ? undefined
    : `company profiles live in ${allowList.companyProfilesOnlyIn} only`;
};

describe('external links of the seed data and the compiled content', () => {
  it('scans the seed data, every app content folder and the site config', () => {
    const files = scannedFiles().map((file) => path.relative(ROOT, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'cms/src/seed/data/team-members.js',
        'cms/src/seed/data/partners.js',
        'cms/src/seed/data/articles.js',
        'cms/src/seed/data/pages/podcast.js',
        'mfe-marketing/src/content/services/services-overview.ts',
        'mfe-internal/src/content/signature-page.ts',
        'shared/src/config/site-config.ts',
      ]),
    );
  });

  it('links only to allowed domains', () => {
    const offenders = scannedFiles().flatMap((file) =>
      linksIn(fs.readFileSync(file, 'utf8')).flatMap((found) => {
        const reason = verdict(found, file);
        return reason ? [`${path.relative(ROOT, file)}: ${found.link} (${reason})`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it('flags what an invented entry would bring', () => {
    const content = path.join(ROOT, 'mfe-marketing/src/content/partners.ts');
    const site = path.join(ROOT, allowList.companyProfilesOnlyIn);
    const found = linksIn(
      `url: 'https://www.luminadisplays.com', linkedin: "https://www.linkedin.com/in/alguien", ` +
        `email: 'ana@gmail.com', 'https://www.linx.cl/', "https://portal.linx.cl"`,
    );
    const [partner, profile, own, portal, mail] = found;
    expect(found.map((link) => link.host)).toEqual([
      'www.luminadisplays.com',
      'www.linkedin.com',
      'www.linx.cl',
      'portal.linx.cl',
      'gmail.com',
    ]);
    expect(partner.host).toBe('www.luminadisplays.com');
    expect(verdict(partner, content)).toBe('domain outside the allow-list');
    expect(verdict(profile, content)).toMatch(/company profiles live in/);
    expect(verdict(profile, site)).toBeUndefined();
    expect(verdict(mail, content)).toBe('domain outside the allow-list');
    expect(verdict(own, content)).toBeUndefined();
    expect(verdict(portal, content)).toBeUndefined();
  });
});
