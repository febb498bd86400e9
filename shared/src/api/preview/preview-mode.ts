/**
 * Preview mode (docs/editorial-workflow.md): a page opened by the CMS's "Open preview" carries a short-lived
 * token the CMS signed for one entry, in `?preview=`. Its CMS reads then send it back and ask for drafts (or
 * the published versions, as the token says); the CMS answers that entry's draft and everything else
 * published. Read once at start-up, so it lasts through the in-app navigations of the preview frame, and
 * renewed while the frame is open (replacePreviewToken). The token is checked by the site's server and the
 * CMS, never here.
 */
export interface PreviewMode {
  token: string;
  status: 'draft' | 'published';
}

/** The token's claims (its payload is base64url JSON), or none when it cannot be read. */
const claimsOf = (token: string): { status?: unknown; exp?: unknown } => {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { status?: unknown; exp?: unknown }) ?? {};
  } catch {
    return {};
  }
};

/** The token's `status` claim; drafts unless it says published. */
const statusOf = (token: string): PreviewMode['status'] =>
  claimsOf(token).status === 'published' ? 'published' : 'draft';

/** When the token stops being accepted (milliseconds since 1970), or null when it does not say. */
export const previewExpiresAt = (token: string): number | null => {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' ? exp * 1000 : null;
};

let mode: PreviewMode | null | undefined;

/** The preview this page was opened for, or null (every visitor). */
export const previewMode = (): PreviewMode | null => {
  if (mode === undefined) {
    const token = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('preview');
    mode = token ? { token, status: statusOf(token) } : null;
  }
  return mode;
};

/**
 * The open preview's token renewed by the CMS (same entry, same status, a later expiry: the shell's
 * keep-preview-fresh.ts): the later reads send it. Nothing happens outside preview mode.
 */
export const replacePreviewToken = (token: string): void => {
  const current = previewMode();
  if (current) mode = { ...current, token };
};

/** The header that carries the token to the CMS (cms/src/utils/preview-token.js). */
export const PREVIEW_HEADER = 'X-Linx-Preview';
