// Extra pieces for the marketing page illustrations, on top of the base toolkit (svg.mjs), so every
// picture of the site, in the remotes and in the CMS seed, shares one flat style and palette.
import { C, circle, esc, g, rect, rrect, text } from './svg.mjs';

export * from './svg.mjs';

export const FONT = "'Inter', Arial, Helvetica, sans-serif";

/** Gradients and the soft card shadow used by the page scenes. */
export const pageDefs = () =>
  `<defs>` +
  `<filter id="fShadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${C.navy}" flood-opacity="0.22"/></filter>` +
  `<radialGradient id="gGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="gGlowOrange" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.orange}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="gPanel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F7F9FC"/><stop offset="1" stop-color="#E8EEF7"/></linearGradient>` +
  `<linearGradient id="gDeep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy2}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
  `<linearGradient id="gOrange" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF8A45"/><stop offset="1" stop-color="${C.orange}"/></linearGradient>` +
  `</defs>`;

export const label = (x, y, s, size, fill, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;

/** A white floating card with the soft shadow. */
export const card = (x, y, w, h, r = 14, fill = C.white) => rrect(x, y, w, h, r, fill, 'filter="url(#fShadow)"');

/** Soft ground shadow under a device. */
export const groundShadow = (cx, cy, rx, ry = rx * 0.12) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.navy}" opacity="0.16"/>`;

/** Mini bar chart inside a card. */
export const bars = (x, y, w, h, values, colors = [C.blue, C.blue, C.orange]) => {
  const n = values.length;
  const bw = (w / n) * 0.62;
  return values
    .map((v, i) => rrect(x + i * (w / n), y + h - h * v, bw, h * v, Math.min(4, bw / 3), colors[i % colors.length]))
    .join('');
};

/** Line chart polyline through normalised values. */
export const line = (x, y, w, h, values, stroke = C.orange, width = 3) =>
  `<polyline points="${values.map((v, i) => `${x + (i * w) / (values.length - 1)},${y + h - v * h}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Donut gauge showing `value` (0–1). */
export const donut = (cx, cy, r, value, stroke = C.orange, track = C.line, width = r * 0.28) => {
  const c = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${width}"`) +
    circle(
      cx,
      cy,
      r,
      'none',
      `stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${c * value} ${c}" transform="rotate(-90 ${cx} ${cy})"`,
    )
  );
};

/** Speech bubble (tail at the bottom left or right). */
export const bubble = (x, y, w, h, fill, side = 'left') => {
  const tx = side === 'left' ? x + 18 : x + w - 18;
  const dir = side === 'left' ? -1 : 1;
  return (
    rrect(x, y, w, h, Math.min(16, h / 2), fill) +
    `<path d="M${tx - 8} ${y + h - 2} L${tx + dir * 10} ${y + h + 12} L${tx + 10} ${y + h - 2} Z" fill="${fill}"/>`
  );
};

/** Text lines as rounded bars. */
export const lines = (x, y, widths, h = 8, gap = 8, fill = C.line) =>
  widths.map((w, i) => rrect(x, y + i * (h + gap), w, h, h / 2, fill)).join('');

/** Cloud silhouette with its top-left box at x,y and width w. */
export const cloud = (x, y, w, fill = C.blue) => {
  const s = w / 200;
  return g(
    `translate(${x},${y}) scale(${s})`,
    `<path d="M50 110 a40 40 0 0 1 8 -79 a55 55 0 0 1 100 10 a36 36 0 0 1 -6 69 Z" fill="${fill}"/>`,
  );
};

/** Ceiling/shelf-edge camera sensor (audience measurement). */
export const sensor = (x, y, s = 1) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    rrect(-26, -12, 52, 24, 12, C.navy) +
      circle(0, 0, 8, C.blue) +
      circle(0, 0, 3.5, C.white) +
      circle(18, -4, 2.5, C.orange),
  );

/** Field-of-view cone from a sensor, drawn down to `len`. */
export const cone = (x, y, len, spread, fill = C.blue) =>
  `<path d="M${x} ${y} L${x - spread} ${y + len} L${x + spread} ${y + len} Z" fill="${fill}" opacity="0.14"/>`;

/** Smartphone with a screen drawn by `content(w, h)`. */
export const phone = (x, y, w, content) => {
  const h = w * 2;
  const b = w * 0.06;
  return g(
    `translate(${x},${y})`,
    rrect(0, 0, w, h, w * 0.14, C.navy, 'filter="url(#fShadow)"') +
      `<svg x="${b}" y="${b * 2}" width="${w - 2 * b}" height="${h - 4 * b}" overflow="hidden">${content(w - 2 * b, h - 4 * b)}</svg>` +
      rrect(w * 0.38, b * 0.7, w * 0.24, b * 0.6, b * 0.3, C.navy2),
  );
};

/** Laptop with a screen drawn by `content(w, h)`. */
export const laptop = (x, y, w, content) => {
  const h = w * 0.62;
  const b = w * 0.03;
  return g(
    `translate(${x},${y})`,
    rrect(0, 0, w, h, w * 0.02, C.navy) +
      `<svg x="${b}" y="${b}" width="${w - 2 * b}" height="${h - 2 * b}" overflow="hidden">${content(w - 2 * b, h - 2 * b)}</svg>` +
      `<path d="M${-w * 0.08} ${h} H${w * 1.08} L${w * 1.02} ${h + w * 0.05} H${-w * 0.02} Z" fill="${C.grey}"/>` +
      rrect(w * 0.42, h, w * 0.16, w * 0.015, 2, C.navy2),
  );
};

/** Studio microphone. */
export const mic = (x, y, s = 1) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    rrect(-22, -70, 44, 80, 22, C.navy2) +
      [0, 1, 2, 3].map((i) => rect(-22, -52 + i * 14, 44, 3, C.grey, 'opacity="0.6"')).join('') +
      `<path d="M-34 -10 a34 34 0 0 0 68 0" fill="none" stroke="${C.navy}" stroke-width="6" stroke-linecap="round"/>` +
      rect(-3, 24, 6, 40, C.navy) +
      rrect(-30, 62, 60, 8, 4, C.navy),
  );

/** Headphones resting over a point. */
export const headphones = (x, y, s = 1, fill = C.orange) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    `<path d="M-40 10 a40 40 0 0 1 80 0" fill="none" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>` +
      rrect(-50, 4, 20, 34, 8, fill) +
      rrect(30, 4, 20, 34, 8, fill),
  );

/** A dashed "link" between two points with round nodes: the brand's idea of connection. */
export const link = (x1, y1, x2, y2, stroke = C.orange) =>
  `<path d="M${x1} ${y1} C${(x1 + x2) / 2} ${y1} ${(x1 + x2) / 2} ${y2} ${x2} ${y2}" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-dasharray="6 7" stroke-linecap="round"/>` +
  circle(x1, y1, 5, stroke) +
  circle(x2, y2, 5, stroke);

/** Small rounded chip with text. */
export const chip = (x, y, s, fill = C.orange, color = C.white, size = 13) => {
  const w = s.length * size * 0.64 + 24;
  return (
    rrect(x, y, w, size + 14, (size + 14) / 2, fill) +
    label(x + 12, y + size + 3.5, s, size, color, 'font-weight="700"')
  );
};

export const svgDoc = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">` +
  `<title>${esc(title)}</title>${body}</svg>\n`;

export { C, text };
