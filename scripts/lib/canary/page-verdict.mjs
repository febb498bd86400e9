// Why the canary refuses a page (docs/releases.md, "The canary"): from what it saw of one page, its
// render (render-pass.mjs) and its first visit in Chromium (hydration-check.mjs), the reasons it must
// not go live, each in Spanish first, English after the slash. No reasons: the page passes.

/** React's production errors for a hydration that did not match (react.dev/errors/418, 419, 423, 425). */
const HYDRATION_ERROR = /#41[89]\b|#42[35]\b|hydrat|hidrataci/i;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const firstLine = (text) => String(text).split('\n')[0].slice(0, 300);

/**
 * @param {object} seen
 * @param {{ errors: string[], status?: number }} seen.render     the render pass's answer for the page
 * @param {number} seen.expectedStatus                           200, or 404 for the not-found page
 * @param {object | null} seen.visit  the first visit (null when the page did not render: not opened)
 * @param {string[]} seen.visit.pageErrors      uncaught errors and rejections
 * @param {string[]} seen.visit.consoleErrors   console.error lines
 * @param {boolean} seen.visit.fallback         the remote's boundary showed "no disponible"
 * @param {number} seen.visit.headings          h1 elements in the document
 * @param {string} seen.visit.title             document.title
 * @param {boolean} seen.visit.interactive      React's first commit happened (`data-interactive`)
 * @param {number} seen.visit.jsGzip            gzip bytes of the scripts the visit ran
 * @param {number | null} [seen.liveJsGzip]     the same with the live release, when measured
 * @param {number} jsBudget  what the first visit may load, in gzip bytes (run-canary.mjs jsAllowance)
 * @returns {string[]} each reason once
 */
export const pageProblems = ({ render, expectedStatus, visit, liveJsGzip = null }, jsBudget) => {
  if (render.errors.length > 0) {
    return render.errors.map((error) => `no se renderiza / does not render: ${firstLine(error)}`);
  }
  if (render.status !== expectedStatus) {
    return [
      `el render respondió ${render.status}, no ${expectedStatus} / rendered as ${render.status}, not ${expectedStatus}`,
    ];
  }
  if (!visit) return [];
  const problems = [];
  for (const error of visit.pageErrors) problems.push(`error en el navegador / browser error: ${firstLine(error)}`);
  for (const line of visit.consoleErrors) {
    problems.push(
      HYDRATION_ERROR.test(line)
        ? `la hidratación no coincide / hydration mismatch: ${firstLine(line)}`
        : `error en la consola / console error: ${firstLine(line)}`,
    );
  }
  if (visit.fallback) {
    problems.push("muestra «Esta sección no está disponible» / the remote's boundary shows its fallback");
  }
  if (!visit.interactive) problems.push('no llegó a ser interactiva / never became interactive');
  if (visit.headings === 0) problems.push('no tiene h1 / has no h1');
  if (!visit.title.trim()) problems.push('no tiene <title> / has no <title>');
  if (visit.jsGzip > jsBudget) {
    const now = liveJsGzip === null ? '' : ` (la versión publicada: ${kb(liveJsGzip)})`;
    problems.push(
      `su primera visita carga ${kb(visit.jsGzip)} de JavaScript (gzip), más que ${kb(jsBudget)}${now} / first-visit JavaScript over budget`,
    );
  }
  // An error thrown on each retry of a chunk is one reason, said once.
  return [...new Set(problems)];
};
