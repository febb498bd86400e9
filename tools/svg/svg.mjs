// Small SVG toolkit for the LINX seed illustrations (flat, brand palette, no external assets).
export const C = {
  navy: '#0B1B34',
  navy2: '#16305C',
  orange: '#FF6A13',
  orangeSoft: '#FFD9C2',
  blue: '#1F6FEB',
  blueSoft: '#CFE0FF',
  soft: '#F4F6FA',
  grey: '#8A97AD',
  line: '#DCE3EE',
  white: '#FFFFFF',
};

const FONT = 'Arial, Helvetica, sans-serif';

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const rrect = (x, y, w, h, r, fill, extra = '') => rect(x, y, w, h, fill, `rx="${r}" ${extra}`);
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const text = (x, y, s, size, fill, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;
export const g = (transform, body) => `<g transform="${transform}">${body}</g>`;

export const doc = (w, h, body, title) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">` +
  `<title>${esc(title)}</title>${body}</svg>\n`;

/** Deterministic pseudo-random numbers so regenerated files are identical. */
export const rng = (seed) => {
  let s = 0;
  for (const ch of String(seed)) s = (s * 31 + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
};

// ---------- screen contents (drawn in a w x h box at 0,0) ----------
const screens = {
  promo: (w, h, r) =>
    rect(0, 0, w, h, 'url(#gScreen)') +
    circle(w * 0.72, h * 0.52, h * 0.3, C.orange, 'opacity="0.9"') +
    rrect(w * 0.64, h * 0.38, w * 0.16, h * 0.28, h * 0.04, C.white, 'opacity="0.95"') +
    rrect(w * 0.08, h * 0.22, w * 0.42, h * 0.09, h * 0.03, C.white) +
    rrect(w * 0.08, h * 0.36, w * 0.3, h * 0.07, h * 0.03, C.blueSoft) +
    rrect(w * 0.08, h * 0.58, w * 0.2, h * 0.14, h * 0.05, C.orange) +
    text(w * 0.1, h * 0.68, `-${20 + Math.floor(r() * 4) * 10}%`, h * 0.1, C.white, 'font-weight="700"'),
  dashboard: (w, h, r) => {
    let s = rect(0, 0, w, h, C.soft) + rrect(w * 0.05, h * 0.07, w * 0.4, h * 0.08, h * 0.02, C.navy);
    const n = 7;
    for (let i = 0; i < n; i += 1) {
      const bh = h * (0.18 + r() * 0.45);
      s += rrect(w * 0.06 + i * w * 0.065, h * 0.88 - bh, w * 0.045, bh, 2, i % 3 === 2 ? C.orange : C.blue);
    }
    const pts = Array.from(
      { length: 6 },
      (_, i) => `${w * 0.56 + i * w * 0.075},${h * (0.75 - r() * 0.45 - i * 0.04)}`,
    ).join(' ');
    s += rrect(w * 0.53, h * 0.2, w * 0.42, h * 0.7, h * 0.03, C.white);
    s += `<polyline points="${pts}" fill="none" stroke="${C.orange}" stroke-width="${Math.max(2, h * 0.02)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    return s;
  },
  menu: (w, h) => {
    let s = rect(0, 0, w, h, C.navy) + rrect(w * 0.08, h * 0.08, w * 0.5, h * 0.08, h * 0.02, C.orange);
    for (let i = 0; i < 5; i += 1) {
      const y = h * (0.26 + i * 0.14);
      s += circle(w * 0.13, y + h * 0.035, h * 0.045, i % 2 ? C.blue : C.orangeSoft);
      s += rrect(w * 0.22, y, w * 0.42, h * 0.06, h * 0.02, C.white, 'opacity="0.9"');
      s += rrect(w * 0.74, y, w * 0.16, h * 0.06, h * 0.02, C.orange);
    }
    return s;
  },
  tiles: (w, h) => {
    let s = rect(0, 0, w, h, C.navy2);
    const cols = 4;
    const rows = 3;
    const pad = w * 0.04;
    const tw = (w - pad * (cols + 1)) / cols;
    const th = (h - pad * (rows + 1)) / rows;
    const fills = [C.orange, C.blue, C.white, C.blueSoft, C.orangeSoft];
    for (let i = 0; i < cols * rows; i += 1) {
      const x = pad + (i % cols) * (tw + pad);
      const y = pad + Math.floor(i / cols) * (th + pad);
      s += rrect(x, y, tw, th, Math.min(tw, th) * 0.12, fills[i % fills.length], 'opacity="0.92"');
      s += circle(x + tw / 2, y + th * 0.45, Math.min(tw, th) * 0.16, C.navy, 'opacity="0.25"');
    }
    return s;
  },
  board: (w, h, r) => {
    let s = rect(0, 0, w, h, C.white);
    for (let i = 0; i < 4; i += 1) {
      const y = h * (0.2 + i * 0.17);
      let d = `M ${w * 0.08} ${y}`;
      for (let k = 1; k <= 8; k += 1)
        d += ` Q ${w * (0.08 + k * 0.05 - 0.025)} ${y + (r() - 0.5) * h * 0.12} ${w * (0.08 + k * 0.05)} ${y}`;
      s += `<path d="${d}" fill="none" stroke="${i % 2 ? C.blue : C.navy}" stroke-width="${Math.max(2, h * 0.015)}" stroke-linecap="round"/>`;
    }
    s += circle(w * 0.76, h * 0.42, h * 0.2, 'none', `stroke="${C.orange}" stroke-width="${Math.max(2, h * 0.02)}"`);
    s += `<path d="M ${w * 0.66} ${h * 0.8} L ${w * 0.9} ${h * 0.8}" stroke="${C.orange}" stroke-width="${Math.max(2, h * 0.02)}" stroke-linecap="round"/>`;
    return s;
  },
  queue: (w, h) =>
    rect(0, 0, w, h, C.navy) +
    text(w * 0.08, h * 0.22, 'TURNO', h * 0.1, C.blueSoft, 'font-weight="700"') +
    text(w * 0.08, h * 0.62, 'A-24', h * 0.36, C.orange, 'font-weight="700"') +
    text(w * 0.08, h * 0.84, 'Módulo 3', h * 0.11, C.white) +
    rrect(w * 0.62, h * 0.14, w * 0.3, h * 0.72, h * 0.04, C.navy2) +
    [0, 1, 2, 3]
      .map((i) => rrect(w * 0.66, h * (0.22 + i * 0.15), w * 0.22, h * 0.08, h * 0.02, i ? C.grey : C.blue))
      .join(''),
  landscape: (w, h) =>
    rect(0, 0, w, h, 'url(#gSky)') +
    circle(w * 0.78, h * 0.3, h * 0.12, C.orange) +
    `<polygon points="0,${h} ${w * 0.22},${h * 0.42} ${w * 0.4},${h * 0.7} ${w * 0.58},${h * 0.35} ${w},${h}" fill="${C.navy2}"/>` +
    `<polygon points="${w * 0.5},${h * 0.47} ${w * 0.58},${h * 0.35} ${w * 0.66},${h * 0.47}" fill="${C.white}"/>` +
    `<polygon points="${w * 0.35},${h} ${w * 0.75},${h * 0.55} ${w},${h * 0.8} ${w},${h}" fill="${C.navy}"/>`,
  health: (w, h) =>
    rect(0, 0, w, h, C.soft) +
    rrect(w * 0.08, h * 0.15, w * 0.3, h * 0.7, h * 0.05, C.blue) +
    rect(w * 0.2, h * 0.3, w * 0.06, h * 0.4, C.white) +
    rect(w * 0.13, h * 0.47, w * 0.2, h * 0.07, C.white) +
    rrect(w * 0.46, h * 0.2, w * 0.44, h * 0.09, h * 0.02, C.navy) +
    rrect(w * 0.46, h * 0.38, w * 0.36, h * 0.06, h * 0.02, C.grey) +
    rrect(w * 0.46, h * 0.5, w * 0.4, h * 0.06, h * 0.02, C.grey) +
    rrect(w * 0.46, h * 0.66, w * 0.2, h * 0.12, h * 0.04, C.orange),
  chat: (w, h) =>
    rect(0, 0, w, h, C.soft) +
    rrect(w * 0.08, h * 0.12, w * 0.5, h * 0.16, h * 0.05, C.white) +
    rrect(w * 0.4, h * 0.36, w * 0.52, h * 0.16, h * 0.05, C.blue) +
    rrect(w * 0.08, h * 0.6, w * 0.58, h * 0.16, h * 0.05, C.white) +
    circle(w * 0.16, h * 0.68, h * 0.03, C.orange) +
    circle(w * 0.24, h * 0.68, h * 0.03, C.orange) +
    circle(w * 0.32, h * 0.68, h * 0.03, C.orange),
};

export const screen = (w, h, variant, seed = variant) => (screens[variant] || screens.promo)(w, h, rng(`${seed}`));

export const defs = () =>
  `<defs>` +
  `<linearGradient id="gScreen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>` +
  `<linearGradient id="gSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.blueSoft}"/></linearGradient>` +
  `<linearGradient id="gWall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.soft}"/><stop offset="1" stop-color="#E6EBF3"/></linearGradient>` +
  `<linearGradient id="gNight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient>` +
  `<linearGradient id="gGlass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.white}" stop-opacity="0.35"/><stop offset="0.5" stop-color="${C.white}" stop-opacity="0"/></linearGradient>` +
  `</defs>`;

// ---------- devices (local coordinates; width given, height derived) ----------
/** Landscape display with a thin bezel. Returns markup in a w x (w*9/16) box. */
export const display = (w, variant, seed, bezel = 0.018) => {
  const h = (w * 9) / 16;
  const b = w * bezel;
  return (
    rrect(0, 0, w, h, w * 0.012, C.navy) +
    g(
      `translate(${b},${b})`,
      `<svg width="${w - 2 * b}" height="${h - 2 * b}" overflow="hidden">${screen(w - 2 * b, h - 2 * b, variant, seed)}</svg>`,
    ) +
    rect(b, b, w - 2 * b, (h - 2 * b) * 0.5, 'url(#gGlass)')
  );
};

/** Portrait display (e.g. menu board, totem screen). Box w x (w*16/9). */
export const portrait = (w, variant, seed, bezel = 0.03) => {
  const h = (w * 16) / 9;
  const b = w * bezel;
  return (
    rrect(0, 0, w, h, w * 0.02, C.navy) +
    g(
      `translate(${b},${b})`,
      `<svg width="${w - 2 * b}" height="${h - 2 * b}" overflow="hidden">${screen(w - 2 * b, h - 2 * b, variant, seed)}</svg>`,
    )
  );
};

export const interactiveOnStand = (w, variant, seed) => {
  const h = (w * 9) / 16;
  return (
    rect(w * 0.47, h, w * 0.06, h * 0.55, C.grey) +
    rrect(w * 0.25, h * 1.52, w * 0.5, h * 0.05, h * 0.02, C.navy2) +
    circle(w * 0.28, h * 1.6, h * 0.035, C.navy) +
    circle(w * 0.72, h * 1.6, h * 0.035, C.navy) +
    display(w, variant, seed, 0.022) +
    rrect(w * 0.42, h * 0.975, w * 0.16, h * 0.02, 2, C.grey)
  );
};

export const hand = (x, y, s) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    `<path d="M20 0 c6 0 9 4 9 9 v30 l4-3 c5-3 10-2 12 2 l8 14 c6 10 4 24-4 32 l-6 6 H10 L0 70 c-3-4-2-9 2-12 l8-6 V9 c0-5 4-9 10-9z" fill="${C.orangeSoft}" stroke="${C.navy}" stroke-width="3"/>`,
  );

export const totem = (w, variant, seed) => {
  const sw = w * 0.84;
  const sh = (sw * 16) / 9;
  const H = sh + w * 0.7;
  return (
    rrect(0, 0, w, H, w * 0.08, C.navy) +
    g(`translate(${(w - sw) / 2},${w * 0.12})`, portrait(sw, variant, seed, 0.015)) +
    rrect(w * 0.3, sh + w * 0.24, w * 0.4, w * 0.1, w * 0.03, C.navy2) +
    rect(w * 0.36, sh + w * 0.27, w * 0.28, w * 0.035, C.blue) +
    rrect(w * 0.12, H - w * 0.2, w * 0.76, w * 0.08, w * 0.03, C.orange) +
    rrect(-w * 0.1, H - w * 0.04, w * 1.2, w * 0.08, w * 0.03, C.navy2)
  );
};

export const ledWall = (w, h, cols, rows, variant, seed) => {
  let s =
    rect(0, 0, w, h, C.navy) +
    g('translate(0,0)', `<svg width="${w}" height="${h}" overflow="hidden">${screen(w, h, variant, seed)}</svg>`);
  for (let i = 1; i < cols; i += 1) s += rect((w * i) / cols - 0.6, 0, 1.2, h, C.navy, 'opacity="0.35"');
  for (let j = 1; j < rows; j += 1) s += rect(0, (h * j) / rows - 0.6, w, 1.2, C.navy, 'opacity="0.35"');
  return s;
};

export const videowall = (w, cols, rows, variant, seed) => {
  const h = ((w * 9) / 16) * (rows / cols);
  const gap = Math.max(2, w * 0.006);
  const pw = (w - gap * (cols - 1)) / cols;
  const ph = (h - gap * (rows - 1)) / rows;
  let tiles = '';
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const x = i * (pw + gap);
      const y = j * (ph + gap);
      tiles += `<svg x="${x}" y="${y}" width="${pw}" height="${ph}" viewBox="${x} ${y} ${pw} ${ph}" overflow="hidden">${screen(w, h, variant, seed)}</svg>`;
    }
  }
  return rect(-gap * 2, -gap * 2, w + gap * 4, h + gap * 4, C.navy, `rx="${gap}"`) + tiles;
};

export const person = (x, y, s, shirt = C.blue, skin = C.orangeSoft) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    circle(0, 0, 18, skin) +
      `<path d="M-30 70 C-30 38 -18 26 0 26 C18 26 30 38 30 70 Z" fill="${shirt}"/>` +
      `<path d="M-18 -6 C-16 -24 16 -24 18 -6 C10 -14 -10 -14 -18 -6Z" fill="${C.navy}"/>`,
  );

// ---------- environments ----------
export const room = (W, H, floorY, wall = 'url(#gWall)') =>
  rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, '#E2E8F1') + rect(0, floorY, W, 3, C.line);

export const shelf = (x, y, w, h, seed) => {
  const r = rng(seed);
  let s = rect(x, y, w, h, C.white) + rect(x, y, w, 6, C.navy2);
  for (let k = 0; k < 3; k += 1) {
    const yy = y + 12 + (k * (h - 12)) / 3;
    s += rect(x, yy + (h - 12) / 3 - 6, w, 6, C.line);
    let xx = x + 8;
    while (xx < x + w - 20) {
      const bw = 14 + r() * 16;
      const bh = 18 + r() * ((h - 12) / 3 - 30);
      s += rrect(
        xx,
        yy + (h - 12) / 3 - 6 - bh,
        bw,
        bh,
        3,
        [C.blue, C.orange, C.blueSoft, C.orangeSoft, C.navy2][Math.floor(r() * 5)],
      );
      xx += bw + 6;
    }
  }
  return s;
};

export const plant = (x, y, s) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    rrect(-18, 40, 36, 40, 6, C.navy2) +
      `<path d="M0 42 C-30 10 -26 -20 -6 -30 C-2 -6 0 20 0 42Z" fill="#2E8B57"/><path d="M0 42 C26 8 30 -18 10 -34 C4 -8 2 18 0 42Z" fill="#3BA56A"/>`,
  );

export const building = (x, y, w, h, label, seed) => {
  const r = rng(seed);
  let s = rect(x, y, w, h, C.navy2) + rect(x, y, w, h * 0.06, C.navy);
  const cols = Math.max(3, Math.round(w / 60));
  const rows = Math.max(3, Math.round(h / 70));
  for (let i = 0; i < cols; i += 1) {
    for (let j = 1; j < rows; j += 1) {
      const lit = r() > 0.35;
      s += rect(
        x + 14 + (i * (w - 28)) / cols,
        y + j * (h / rows),
        (w - 28) / cols - 12,
        h / rows - 20,
        lit ? C.blueSoft : C.blue,
        lit ? '' : 'opacity="0.6"',
      );
    }
  }
  if (label) {
    s += rrect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.1, 6, C.orange);
    s += text(
      x + w / 2,
      y + h * 0.155,
      label,
      Math.min(h * 0.055, (w * 0.6) / (label.length * 0.58)),
      C.white,
      'font-weight="700" text-anchor="middle"',
    );
  }
  return s;
};

export const brandTag = (W, H, label) =>
  rrect(W - 24 - (label.length * 9 + 60), H - 52, label.length * 9 + 60, 32, 16, C.navy, 'opacity="0.85"') +
  circle(W - 24 - (label.length * 9 + 60) + 18, H - 36, 6, C.orange) +
  text(W - 24 - (label.length * 9 + 60) + 32, H - 31, label, 15, C.white, 'font-weight="700"');
