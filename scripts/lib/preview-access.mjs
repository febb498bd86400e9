// Preview answers (docs/editorial-workflow.md): a page opened by the CMS's "Open preview" carries a
// short-lived token the CMS signed for one entry and the page it is seen on (cms/src/utils/preview-token.js,
// HS256 with PREVIEW_SECRET, shared by both). Its answer is the shell's document, which renders the page in
// the browser from the CMS (the entry's draft, everything else published): never stored, never cached
// (`no-store`), `noindex`, and framed only by the CMS's admin panel.
import { jwtVerify } from 'jose';

const AUDIENCE = 'linx-preview';
/** The longest a token may live (the CMS signs 10 minutes by default, 30 at most, and renews them). */
const MAX_TTL_SECONDS = 30 * 60;
const STATUSES = new Set(['draft', 'published']);

/** The query parameter that holds the token. */
export const PREVIEW_PARAMETER = 'preview';

/** Whether the claims name one entry (type and documentId), what it shows, and live no longer than a token may. */
const boundToEntry = (claims) =>
  typeof claims.uid === 'string' &&
  typeof claims.documentId === 'string' &&
  claims.documentId !== '' &&
  STATUSES.has(claims.status) &&
  Number.isInteger(claims.since) &&
  Number.isInteger(claims.iat) &&
  Number.isInteger(claims.exp) &&
  claims.exp - claims.iat <= MAX_TTL_SECONDS;

/**
 * Whether `token` is current, signed with PREVIEW_SECRET, bound to one entry and made for `pathname`.
 * Without a secret: never.
 */
export const previewAllowed = async (token, pathname, secret = process.env.PREVIEW_SECRET) => {
  if (!secret || !token || token.length > 2048) return false;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return boundToEntry(payload) && payload.path === pathname;
  } catch {
    return false;
  }
};
