// The site's own inline scripts: the only inline code the HTML's Content-Security-Policy allows.
// There is one, the page starter, the same code on every page, so its hash is computed once from its
// generated text here, never from a finished page (where an injected script would be hashed and
// allowed along with it). What differs from page to page travels in JSON blocks
// (type="application/json"), which never run.
import crypto from 'node:crypto';
import { PAGE_STARTER_SCRIPT } from './page-starter.mjs';

/** CSP source of one inline script: the sha256 of its exact text between <script> and </script>. */
export const inlineScriptHash = (code) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The page starter (page-starter.mjs), in rendered pages and in the shell's own HTML alike. */
export const OWN_INLINE_SCRIPTS = [PAGE_STARTER_SCRIPT];

export const OWN_INLINE_SCRIPT_HASHES = OWN_INLINE_SCRIPTS.map(inlineScriptHash);
