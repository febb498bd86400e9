// The site's own inline scripts: the only inline code the HTML's Content-Security-Policy allows.
// Each is the same code on every page, so its hash is computed once from the source here, never
// from a finished page (where an injected script would be hashed and allowed along with them).
// What differs from page to page travels in JSON blocks (type="application/json"), which never run.
import crypto from 'node:crypto';
import { EARLY_HINTS_SCRIPT } from './early-hints.mjs';
import { FIRST_PAINT_LOADER } from './paint-first.mjs';

/** CSP source of one inline script: the sha256 of its exact text between <script> and </script>. */
export const inlineScriptHash = (code) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The early hints of the shell's own HTML (early-hints.mjs), the loader of rendered pages (paint-first.mjs). */
export const OWN_INLINE_SCRIPTS = [EARLY_HINTS_SCRIPT, FIRST_PAINT_LOADER];

export const OWN_INLINE_SCRIPT_HASHES = OWN_INLINE_SCRIPTS.map(inlineScriptHash);
