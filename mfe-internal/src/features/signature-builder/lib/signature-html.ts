import { namedSizes, siteConfig, theme, type TeamMember } from '@linx/shared';
import { signatureHtmlCopy } from '../../../content/signature-page';
import { escapeHtml } from './escape-html';

/** What a signature shows of a person of the team roster (the CMS). */
export type SignatureMember = Pick<TeamMember, 'name' | 'role' | 'email' | 'quote' | 'photo'>;

export interface SignatureHtmlOptions {
  /** Where the logo (`/signatures/linx-logo.png`) is served: mail clients need absolute image URLs. */
  assetsBaseUrl: string;
  siteUrl?: string;
  tagline?: string;
  brand?: string;
}

/** Logo PNG (2× for sharp screens) and its display size. */
export const SIGNATURE_LOGO = { file: 'linx-logo.png', width: 140, height: 48 } as const;

/** Mail clients ignore <style> and web fonts: every rule is inline and the fonts are web-safe. */
const FONT_STACK = 'Arial, Helvetica, sans-serif';
const { colors } = theme;

type Styles = Record<string, string | number>;
const px = (value: string | number): string =>
  typeof value === 'number' && value !== 0 ? `${value}px` : String(value);
const css = (styles: Styles): string =>
  Object.entries(styles)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${px(value)}`)
    .join(';');

const attr = (value: string): string => `"${escapeHtml(value)}"`;

/** `http://host:3000` + `logo.png` → `http://host:3000/signatures/logo.png`; only http(s) bases are kept. */
export const signatureAssetUrl = (assetsBaseUrl: string, file: string): string => {
  const base = new URL(assetsBaseUrl.endsWith('/') ? assetsBaseUrl : `${assetsBaseUrl}/`);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`assetsBaseUrl must be http(s): ${assetsBaseUrl}`);
  return new URL(`signatures/${encodeURIComponent(file)}`, base).href;
};

const displayUrl = (url: string): string => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The member's photo from the CMS media, already absolute; anything but http(s) is left out. */
export const signaturePhotoUrl = (member: SignatureMember): string | undefined =>
  member.photo && /^https?:\/\//i.test(member.photo.src) ? member.photo.src : undefined;

const TABLE: Styles = { borderCollapse: 'collapse', borderSpacing: 0 };
const TEXT: Styles = { margin: 0, fontSize: 13, lineHeight: '1.5' };
const LINK: Styles = { color: colors.infoText, textDecoration: 'none' };

/**
 * The signature as mail clients accept it: nested tables for layout, inline styles only, absolute
 * image URLs, no scripts or classes. Every member value is HTML-escaped where it is placed. A member
 * without photo or e-mail in the CMS gets the signature without them.
 */
export const buildSignatureHtml = (member: SignatureMember, options: SignatureHtmlOptions): string => {
  const {
    assetsBaseUrl,
    siteUrl = siteConfig.siteUrl,
    tagline = siteConfig.tagline,
    brand = siteConfig.brand,
  } = options;
  const photo = namedSizes.signaturePhoto;
  const gap = 16;
  const photoUrl = signaturePhotoUrl(member);
  const logoUrl = signatureAssetUrl(assetsBaseUrl, SIGNATURE_LOGO.file);
  const text = escapeHtml;

  const photoCell = photoUrl
    ? [
        `<td style=${attr(css({ width: photo, padding: `0 ${gap}px 0 0`, verticalAlign: 'top' }))}>`,
        `<img src=${attr(photoUrl)} width="${photo}" height="${photo}" alt=${attr(signatureHtmlCopy.photoAlt(member.name))} style=${attr(css({ display: 'block', width: photo, height: photo, border: 0, borderRadius: '50%' }))}>`,
        '</td>',
      ]
    : [];
  const emailLine = member.email
    ? [
        `<p style=${attr(css(TEXT))}><a href=${attr(`mailto:${member.email}`)} style=${attr(css(LINK))}>${text(member.email)}</a></p>`,
      ]
    : [];
  const quoteLine = member.quote
    ? [
        `<p style=${attr(css({ ...TEXT, margin: '8px 0 0', fontStyle: 'italic', color: colors.textMuted }))}>“${text(member.quote)}”</p>`,
      ]
    : [];

  return [
    `<table role="presentation" style=${attr(css({ ...TABLE, width: '100%', maxWidth: namedSizes.signatureWidth, fontFamily: FONT_STACK, color: colors.text }))}>`,
    '<tbody>',
    '<tr>',
    ...photoCell,
    `<td style=${attr(css({ padding: `0 0 0 ${gap}px`, verticalAlign: 'top', borderLeft: `3px solid ${colors.accent}` }))}>`,
    `<p style=${attr(css({ ...TEXT, fontSize: 18, fontWeight: 'bold', color: colors.ink }))}>${text(member.name)}</p>`,
    `<p style=${attr(css({ ...TEXT, margin: '0 0 8px', fontSize: 14, color: colors.accentText }))}>${text(member.role)}</p>`,
    ...emailLine,
    `<p style=${attr(css(TEXT))}><a href=${attr(siteUrl)} style=${attr(css(LINK))}>${text(displayUrl(siteUrl))}</a></p>`,
    ...quoteLine,
    '</td>',
    '</tr>',
    '<tr>',
    `<td colspan="${photoCell.length ? 2 : 1}" style=${attr(css({ padding: `${gap}px 0 0` }))}>`,
    `<table role="presentation" style=${attr(css({ ...TABLE, width: '100%', borderTop: `1px solid ${colors.hairline}` }))}>`,
    '<tbody>',
    '<tr>',
    `<td style=${attr(css({ padding: '12px 0 0', verticalAlign: 'middle' }))}>`,
    `<a href=${attr(siteUrl)}><img src=${attr(logoUrl)} width="${SIGNATURE_LOGO.width}" height="${SIGNATURE_LOGO.height}" alt=${attr(brand)} style=${attr(css({ display: 'block', border: 0 }))}></a>`,
    '</td>',
    `<td style=${attr(css({ padding: '12px 0 0', verticalAlign: 'middle', textAlign: 'right', fontSize: 12, fontWeight: 'bold', letterSpacing: '0.5px', color: colors.ink }))}>${text(tagline)}</td>`,
    '</tr>',
    '</tbody>',
    '</table>',
    '</td>',
    '</tr>',
    '</tbody>',
    '</table>',
  ].join('\n');
};
