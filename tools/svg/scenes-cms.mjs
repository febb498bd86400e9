// Compositions: product views, article covers, case scenes, avatars.
import {
  C,
  doc,
  defs,
  rect,
  rrect,
  circle,
  text,
  g,
  display,
  portrait,
  interactiveOnStand,
  hand,
  totem,
  ledWall,
  videowall,
  person,
  room,
  shelf,
  plant,
  building,
  brandTag,
  rng,
  screen,
} from './svg.mjs';

const PW = 800;
const PH = 600;

const studio = (W, H) =>
  rect(0, 0, W, H, 'url(#gWall)') +
  `<ellipse cx="${W / 2}" cy="${H * 0.9}" rx="${W * 0.36}" ry="${H * 0.04}" fill="${C.navy}" opacity="0.12"/>`;

const contentFor = (kind, n) => {
  const sets = {
    interactive: ['board', 'tiles', 'dashboard', 'board'],
    signage: ['promo', 'landscape', 'promo', 'menu'],
    totem: ['tiles', 'tiles', 'promo', 'queue'],
    window: ['promo', 'promo'],
    led: ['landscape', 'promo', 'promo'],
    videowall: ['landscape', 'dashboard', 'landscape', 'dashboard'],
  };
  const list = sets[kind] || ['promo'];
  return list[n % list.length];
};

/** One product image: `kind` of device, `view` of it. */
export const productImage = (p, view, n) => {
  const seed = `${p.slug}-${n}`;
  const variant = contentFor(p.kind, n);
  let body = '';
  const k = p.kind;
  if (view === 'context') {
    body += room(PW, PH, 470);
    if (k === 'interactive') {
      body += g('translate(190,80) scale(1)', interactiveOnStand(420, 'board', seed));
      body += rrect(60, 430, 680, 24, 8, C.navy2) + person(110, 370, 1.1, C.blue) + person(690, 370, 1.1, C.orange);
    } else if (k === 'signage') {
      body += shelf(40, 250, 220, 220, seed) + shelf(540, 250, 220, 220, `${seed}b`);
      body += g('translate(250,60)', display(300, variant, seed)) + person(400, 380, 1.2, C.orange);
    } else if (k === 'totem') {
      body +=
        plant(90, 380, 1.1) +
        g('translate(330,70) scale(1)', totem(150, 'tiles', seed)) +
        person(560, 360, 1.3, C.blue);
    } else if (k === 'window') {
      body += rect(0, 0, PW, 470, C.blueSoft) + circle(700, 80, 50, C.orange, 'opacity="0.8"');
      body += rect(60, 60, 680, 410, C.navy2) + rect(80, 80, 640, 370, C.soft, 'opacity="0.5"');
      body +=
        g('translate(150,120)', portrait(140, 'promo', seed)) +
        g('translate(420,150)', display(260, 'promo', `${seed}x`));
      body += rect(80, 80, 640, 370, 'url(#gGlass)') + person(520, 420, 1.2, C.blue);
    } else if (k === 'led') {
      body = rect(0, 0, PW, PH, 'url(#gNight)') + building(80, 120, 640, 480, null, seed);
      body += g('translate(180,170)', ledWall(440, 250, 8, 5, 'promo', seed));
      body += rect(0, 560, PW, 40, C.navy);
    } else {
      body += rrect(40, 400, 720, 70, 10, C.navy2);
      body += g('translate(130,50)', videowall(540, 3, 3, 'dashboard', seed));
      body += person(200, 380, 1, C.blue) + person(400, 380, 1, C.orange) + person(600, 380, 1, C.blue);
    }
  } else {
    body += studio(PW, PH);
    if (k === 'interactive') {
      if (view === 'angle') body += g('translate(140,90) skewY(-6)', interactiveOnStand(520, variant, seed));
      else body += g('translate(150,70)', interactiveOnStand(500, variant, seed));
      if (view === 'ui') body += hand(470, 220, 1.3);
    } else if (k === 'signage' || k === 'window') {
      if (view === 'angle') body += g('translate(130,150) skewY(8)', display(540, variant, seed));
      else body += g('translate(100,120)', display(600, variant, seed));
      body += rect(380, 460, 40, 20, C.grey) + rrect(330, 476, 140, 10, 4, C.navy2);
    } else if (k === 'totem') {
      if (view === 'detail') {
        // Close-up of the totem's upper body: screen edge, QR/RUT reader and accent strip.
        body += rrect(190, 30, 420, 600, 40, C.navy);
        body += `<svg x="222" y="62" width="356" height="300" overflow="hidden">${screen(356, 300, 'tiles', seed)}</svg>`;
        body += rrect(290, 400, 220, 90, 14, C.navy2) + rrect(312, 420, 176, 50, 8, C.blue);
        body += text(400, 452, 'QR / RUT', 20, C.white, 'text-anchor="middle" font-weight="700"');
        body += rrect(250, 530, 300, 18, 8, C.orange);
      } else body += g('translate(310,40) scale(1.1)', totem(165, variant, seed));
      if (view === 'ui') body += hand(420, 230, 1.1);
    } else if (k === 'led') {
      if (view === 'detail') {
        const r = rng(seed);
        body = rect(0, 0, PW, PH, C.navy);
        for (let x = 0; x < 20; x += 1) {
          for (let y = 0; y < 15; y += 1) {
            const v = r();
            body += circle(
              20 + x * 40,
              20 + y * 40,
              9,
              v > 0.66 ? C.orange : v > 0.33 ? C.blue : C.blueSoft,
              'opacity="0.9"',
            );
          }
        }
        body += rect(0, 296, PW, 8, '#000', 'opacity="0.5"') + rect(396, 0, 8, PH, '#000', 'opacity="0.5"');
      } else body += g('translate(80,110)', ledWall(640, 360, 8, 5, variant, seed));
    } else {
      if (view === 'detail') {
        body += g('translate(-200,-120) scale(2.2)', videowall(420, 2, 2, variant, seed));
        body += circle(400, 300, 70, 'none', `stroke="${C.orange}" stroke-width="6"`);
      } else if (view === 'angle') body += g('translate(150,120) skewY(-7)', videowall(500, 2, 2, variant, seed));
      else body += g('translate(120,100)', videowall(560, 3, 3, variant, seed));
    }
  }
  return doc(PW, PH, defs() + body + brandTag(PW, PH, p.brand), `${p.brand} ${p.name}`);
};

// ---------- article covers (1200 x 630) ----------
const AW = 1200;
const AH = 630;
const coverScenes = {
  retail: (seed) =>
    room(AW, AH, 500) +
    shelf(60, 260, 300, 240, seed) +
    shelf(840, 260, 300, 240, `${seed}2`) +
    g('translate(400,70)', display(400, 'promo', seed)) +
    g('translate(520,320)', portrait(100, 'menu', seed)) +
    person(700, 420, 1.4, C.orange),
  metrics: (seed) =>
    room(AW, AH, 520) +
    g('translate(170,60)', display(860, 'dashboard', seed)) +
    person(260, 470, 1.2, C.blue) +
    person(940, 470, 1.2, C.orange),
  internal: (seed) =>
    room(AW, AH, 500) +
    rrect(80, 420, 1040, 30, 10, C.navy2) +
    g('translate(380,70)', display(440, 'dashboard', seed)) +
    [180, 320, 880, 1020].map((x, i) => person(x, 360, 1.2, i % 2 ? C.orange : C.blue)).join(''),
  lift: (seed) =>
    room(AW, AH, 480) +
    rrect(260, 400, 680, 80, 10, C.navy2) +
    [330, 480, 720, 870].map((x) => rrect(x, 340, 60, 60, 10, C.blue)).join('') +
    g('translate(620,90)', display(440, 'promo', seed)) +
    g('translate(560,220) rotate(-10)', rrect(0, 0, 70, 120, 12, C.orange)) +
    hand(540, 260, 1.4),
  ai: (seed) =>
    rect(0, 0, AW, AH, 'url(#gScreen)') +
    g('translate(140,90)', display(520, 'chat', seed)) +
    g('translate(800,60) scale(1.1)', totem(180, 'chat', seed)) +
    circle(1080, 110, 40, C.orange, 'opacity="0.9"') +
    text(1080, 124, 'IA', 36, C.white, 'text-anchor="middle" font-weight="700"'),
  cloud: (seed) => {
    let s =
      rect(0, 0, AW, AH, C.soft) +
      `<path d="M430 260 a90 90 0 0 1 170 -40 a110 110 0 0 1 200 60 a70 70 0 0 1 -10 140 H440 a80 80 0 0 1 -10 -160z" fill="${C.blue}"/>`;
    const pts = [
      [140, 470],
      [340, 520],
      [560, 540],
      [780, 520],
      [1000, 470],
    ];
    pts.forEach(([x, y], i) => {
      s += `<line x1="620" y1="400" x2="${x + 60}" y2="${y}" stroke="${C.grey}" stroke-width="3" stroke-dasharray="8 8"/>`;
      s += g(
        `translate(${x},${y - 20})`,
        display(120, ['promo', 'menu', 'dashboard', 'landscape', 'queue'][i], `${seed}${i}`),
      );
    });
    return s + text(620, 340, '500', 64, C.white, 'text-anchor="middle" font-weight="700"');
  },
  videowall: (seed) =>
    rect(0, 0, AW, AH, 'url(#gNight)') +
    g('translate(240,70)', videowall(720, 3, 3, 'landscape', seed)) +
    rect(0, 560, AW, 70, C.navy),
  queue: (seed) =>
    room(AW, AH, 500) +
    g('translate(120,60)', display(420, 'queue', seed)) +
    g('translate(700,40) scale(1.1)', totem(160, 'tiles', seed)) +
    [180, 300, 420].map((x, i) => person(x, 400, 1.2, i === 1 ? C.orange : C.blue)).join('') +
    rrect(140, 470, 360, 24, 8, C.navy2),
};

export const coverImage = (scene, seed, title) => doc(AW, AH, defs() + coverScenes[scene](seed), title);

// ---------- case images (1200 x 800) ----------
const KW = 1200;
const KH = 800;
const caseScenes = {
  store: (seed) =>
    room(KW, KH, 620) +
    shelf(40, 320, 320, 300, seed) +
    shelf(840, 320, 320, 300, `${seed}b`) +
    g('translate(390,90)', videowall(420, 2, 2, 'promo', seed)) +
    person(520, 520, 1.5, C.orange) +
    person(720, 520, 1.5, C.blue),
  storefront: (seed) =>
    rect(0, 0, KW, KH, C.blueSoft) +
    rect(80, 80, 1040, 620, C.navy2) +
    rect(110, 110, 980, 560, C.soft, 'opacity="0.55"') +
    g('translate(180,170)', portrait(200, 'promo', seed)) +
    g('translate(500,220)', display(520, 'promo', `${seed}x`)) +
    rect(110, 110, 980, 560, 'url(#gGlass)') +
    rect(0, 700, KW, 100, '#C9D3E1'),
  bank: (seed) =>
    room(KW, KH, 600) +
    g('translate(120,80)', display(460, 'queue', seed)) +
    g('translate(760,90) scale(1.2)', totem(180, 'tiles', seed)) +
    [160, 300, 440].map((x, i) => person(x, 480, 1.5, i === 1 ? C.orange : C.blue)).join(''),
  dashboard: (seed) => rect(0, 0, KW, KH, C.navy) + g('translate(100,90)', display(1000, 'dashboard', seed)),
  clinic: (seed) =>
    room(KW, KH, 600) +
    g('translate(330,70)', display(540, 'health', seed)) +
    rrect(120, 520, 960, 30, 10, C.navy2) +
    [200, 360, 840, 1000].map((x, i) => person(x, 440, 1.3, i % 2 ? C.blue : C.orange)).join('') +
    plant(80, 480, 1.3),
  classroom: (seed) =>
    room(KW, KH, 600) +
    g('translate(300,40)', interactiveOnStand(600, 'board', seed)) +
    [180, 1020].map((x) => person(x, 440, 1.5, C.orange)).join('') +
    hand(640, 220, 1.4),
  restaurant: (seed) =>
    room(KW, KH, 640, C.navy2) +
    [140, 460, 780].map((x, i) => g(`translate(${x},60)`, portrait(280, 'menu', `${seed}${i}`))).join('') +
    rrect(60, 620, 1080, 60, 10, C.orange),
  mall: (seed) =>
    rect(0, 0, KW, KH, 'url(#gWall)') +
    rect(0, 640, KW, 160, '#E2E8F1') +
    g('translate(200,60)', ledWall(800, 450, 10, 6, 'landscape', seed)) +
    [200, 420, 760, 980].map((x, i) => person(x, 560, 1.4, i % 2 ? C.orange : C.blue)).join(''),
  kiosk: (seed) =>
    room(KW, KH, 640) +
    g('translate(480,60) scale(1.45)', totem(170, 'tiles', seed)) +
    plant(300, 560, 1.4) +
    person(860, 500, 1.7, C.orange),
  company: (seed, label) =>
    rect(0, 0, KW, KH, C.blueSoft) +
    circle(1020, 140, 70, C.orange, 'opacity="0.85"') +
    building(260, 130, 680, 620, label, seed) +
    rect(0, 740, KW, 60, C.navy2),
};

export const caseImage = (scene, seed, title, label, mirror = false) => {
  const body = caseScenes[scene](seed, label);
  return doc(KW, KH, defs() + (mirror ? g(`translate(${KW},0) scale(-1,1)`, body) : body), title);
};

// ---------- avatars (256 x 256) ----------
export const avatar = (name, shirt, bg, hair, skin) =>
  doc(
    256,
    256,
    circle(128, 128, 128, bg) +
      `<clipPath id="clip"><circle cx="128" cy="128" r="128"/></clipPath>` +
      `<g clip-path="url(#clip)">` +
      `<path d="M40 270 C40 190 80 168 128 168 C176 168 216 190 216 270 Z" fill="${shirt}"/>` +
      circle(128, 110, 52, skin) +
      `<path d="M74 104 C72 58 112 44 136 50 C170 56 186 80 182 108 C170 86 140 78 112 82 C94 86 82 94 74 104Z" fill="${hair}"/>` +
      `</g>`,
    name,
  );

export { screen };
