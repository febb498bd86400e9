// Preview answers (docs/editorial-workflow.md): a page opened by the CMS's "Open preview" carries a
// short-lived token the CMS signed for that page's path (cms/src/utils/preview-token.js, HS256 with
// PREVIEW_SECRET, shared by both). Its answer is the shell's document, which renders the page in the
// browser from the CMS's drafts: never stored, never cached (`no-store`), `noindex`, and framed only
// by the CMS's admin panel.
import { jwtVerify } from 'jose';

const AUDIENCE = 'linx-preview';

/** The query parameter that holds the token. */
export const PREVIEW_PARAMETER = 'preview';

/** Whether `token` is current, signed with PREVIEW_SECRET and made for `pathname`. Without a secret: never. */
export const previewAllowed = async (token, pathname, secret = process.env.PREVIEW_SECRET) => {
  if (!secret || !token || token.length > 2048) return false;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return payload.path === pathname;
  } catch {
    return false;
  }
};
