/**
 * Preview mode (docs/editorial-workflow.md): a page opened by the CMS's "Open preview" carries a short-lived
 * token the CMS signed, in `?preview=`. Its CMS reads then send it back and ask for drafts (or the
 * published versions, as the token says). Read once at start-up, so it lasts through the in-app
 * navigations of the preview frame. The token is checked by the site's server and the CMS, never here.
 */
export interface PreviewMode {
  token: string;
  status: 'draft' | 'published';
}

/** The token's `status` claim (its payload is base64url JSON); drafts unless it says published. */
const statusOf = (token: string): PreviewMode['status'] => {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { status?: string }).status === 'published' ? 'published' : 'draft';
  } catch {
    return 'draft';
  }
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

/** The header that carries the token to the CMS (cms/src/utils/preview-token.js). */
export const PREVIEW_HEADER = 'X-Linx-Preview';
