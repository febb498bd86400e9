// Illustrations of /experiencia-cliente, /productividad, /sobre-nosotros and /podcast.
import {
  C,
  bubble,
  building,
  card,
  chip,
  circle,
  cloud,
  defs,
  display,
  donut,
  g,
  groundShadow,
  hand,
  headphones,
  label,
  laptop,
  ledWall,
  lines,
  link,
  mic,
  pageDefs,
  person,
  phone,
  plant,
  rect,
  room,
  rrect,
  screen,
  shelf,
  svgDoc,
  totem,
  videowall,
} from './page-kit.mjs';

const D = () => defs() + pageDefs();

/** /experiencia-cliente hero (on navy): a shopper between kiosk, wall and phone. */
export const experienceHero = () => {
  const W = 640;
  const H = 520;
  let s = D() + circle(320, 250, 250, 'url(#gGlow)') + circle(140, 420, 120, 'url(#gGlowOrange)');
  s += `<ellipse cx="320" cy="456" rx="280" ry="40" fill="${C.navy2}" opacity="0.9"/>`;
  s += g('translate(150,70)', videowall(330, 2, 2, 'promo', 'xh-wall'));
  s += groundShadow(130, 456, 60) + g('translate(80,180)', totem(100, 'tiles', 'xh-totem'));
  s += person(330, 360, 1.35, C.orange);
  s += phone(470, 250, 86, (w, h) => screen(w, h, 'promo', 'xh-phone'));
  s += card(440, 60, 180, 96, 16) + label(458, 90, 'Satisfacción', 12, C.grey, 'font-weight="600"');
  s += label(458, 128, '98%', 30, C.navy, 'font-weight="800"') + donut(580, 112, 20, 0.98, C.orange);
  s += link(360, 300, 470, 320) + link(180, 250, 290, 330, C.blue);
  return svgDoc(W, H, s, 'Cliente conectado con tótem, videowall y su teléfono');
};

/** In-store: shelf with lift-and-learn, menu board and a queue totem. */
export const inStore = () => {
  const W = 640;
  const H = 480;
  let s = D() + room(W, H, 380);
  s += shelf(24, 200, 170, 180, 'is-a');
  s += g('translate(210,40)', display(240, 'promo', 'is-d'));
  s +=
    rrect(220, 310, 220, 50, 8, C.navy2) +
    [236, 300, 380].map((x, i) => rrect(x, 270, 40, 40, 8, i === 1 ? C.orange : C.blue)).join('');
  s += hand(292, 240, 0.8);
  s += groundShadow(540, 384, 50) + g('translate(490,130)', totem(96, 'menu', 'is-q'));
  s += person(400, 340, 1, C.blue);
  s +=
    card(24, 40, 160, 84, 14) +
    label(40, 70, 'Engagement', 12, C.grey, 'font-weight="600"') +
    label(40, 106, '+45%', 26, C.navy, 'font-weight="800"');
  return svgDoc(W, H, s, 'Tienda con pantallas interactivas, góndola inteligente y tótem de turnos');
};

/** Out-of-store: storefront LED at dusk and a street totem. */
export const outStore = () => {
  const W = 640;
  const H = 480;
  let s = D() + rect(0, 0, W, H, 'url(#gNight)');
  s += circle(540, 80, 36, C.orange, 'opacity="0.85"');
  s += building(30, 90, 380, 390, null, 'os-b');
  s += g('translate(80,150)', ledWall(280, 160, 7, 4, 'promo', 'os-led'));
  s += rect(0, 430, W, 50, C.navy);
  s += groundShadow(500, 430, 50) + g('translate(452,190)', totem(96, 'promo', 'os-t'));
  s += person(420, 380, 0.9, C.blue) + person(600, 384, 0.85, C.orange);
  s +=
    card(440, 40, 170, 84, 14) +
    label(456, 70, 'Disponibilidad', 12, C.grey, 'font-weight="600"') +
    label(456, 106, '24/7', 26, C.navy, 'font-weight="800"');
  return svgDoc(W, H, s, 'Fachada con pantalla LED y tótem exterior de noche');
};

/** Integral experience: one platform feeding store, web and phone. */
export const integral = () => {
  const W = 640;
  const H = 480;
  let s = D() + rect(0, 0, W, H, 'url(#gPanel)');
  s += cloud(250, 20, 140, C.blue) + label(320, 74, 'LINX', 18, C.white, 'font-weight="800" text-anchor="middle"');
  s += g('translate(40,200)', display(200, 'promo', 'in-1'));
  s += laptop(262, 230, 130, (w, h) => screen(w, h, 'dashboard', 'in-2'));
  s += phone(440, 180, 70, (w, h) => screen(w, h, 'chat', 'in-3'));
  s += g('translate(540,200) scale(0.75)', totem(100, 'tiles', 'in-4'));
  [
    [140, 200],
    [327, 230],
    [475, 180],
    [578, 200],
  ].forEach(([x, y]) => {
    s +=
      `<path d="M320 104 C320 150 ${x} 140 ${x} ${y}" fill="none" stroke="${C.orange}" stroke-width="2.5" stroke-dasharray="6 7"/>` +
      circle(x, y, 5, C.orange);
  });
  s +=
    rrect(40, 400, 560, 6, 3, C.line) +
    [0, 1, 2, 3].map((i) => circle(110 + i * 140, 403, 9, i % 2 ? C.blue : C.orange)).join('');
  return svgDoc(W, H, s, 'Una plataforma que conecta tienda, web, teléfono y tótem');
};

/** /productividad hero (on navy): laptop dashboard with the assistant and automations. */
export const productivityHero = () => {
  const W = 640;
  const H = 520;
  let s = D() + circle(320, 260, 250, 'url(#gGlow)') + circle(520, 420, 120, 'url(#gGlowOrange)');
  s += laptop(90, 150, 380, (w, h) => screen(w, h, 'dashboard', 'ph-l'));
  s += card(400, 50, 220, 150, 18);
  s += circle(428, 82, 15, C.orange) + label(420, 87, 'IA', 12, C.white, 'font-weight="800"');
  s += label(452, 80, 'LIA', 14, C.navy, 'font-weight="800"') + label(452, 96, 'Tarea completada', 11, C.grey);
  s += bubble(416, 114, 190, 30, C.soft, 'left') + lines(430, 125, [150], 7, 0, C.grey);
  s += chip(416, 158, '+60% productividad', C.orangeSoft, C.navy, 11);
  s += card(30, 380, 210, 110, 18);
  s += label(50, 410, 'Procesos automáticos', 12, C.grey, 'font-weight="600"');
  s += [0, 1, 2]
    .map(
      (i) =>
        circle(60, 432 + i * 18, 6, i < 2 ? '#2E9E5B' : C.line) + rrect(74, 428 + i * 18, 120 - i * 20, 8, 4, C.line),
    )
    .join('');
  s +=
    card(440, 360, 180, 110, 18) +
    label(460, 392, 'Tiempo ahorrado', 12, C.grey, 'font-weight="600"') +
    label(460, 432, '-40%', 30, C.navy, 'font-weight="800"');
  s += link(400, 140, 330, 200) + link(240, 430, 300, 400, C.blue);
  return svgDoc(W, H, s, 'Tablero de productividad con el asistente LIA y procesos automáticos');
};

/** /sobre-nosotros banner (on navy): the team around a video wall in a Santiago office. */
export const aboutBanner = () => {
  const W = 640;
  const H = 480;
  let s = D() + circle(320, 230, 240, 'url(#gGlow)');
  s += rrect(40, 60, 560, 340, 24, C.navy2, 'opacity="0.8"');
  s += g('translate(150,100)', videowall(340, 2, 2, 'dashboard', 'ab-w'));
  s += rrect(90, 360, 460, 24, 8, C.navy);
  s += [130, 230, 410, 510].map((x, i) => person(x, 300, 1.05, i % 2 ? C.orange : C.blue)).join('');
  s += plant(70, 330, 0.9) + plant(580, 330, 0.9);
  s +=
    card(420, 24, 196, 80, 16) +
    label(438, 54, 'Desde 2013', 12, C.grey, 'font-weight="600"') +
    label(438, 88, '+10 años', 24, C.navy, 'font-weight="800"');
  s +=
    card(24, 400, 200, 64, 16) +
    circle(52, 432, 12, C.orange) +
    label(74, 438, 'Santiago, Chile', 14, C.navy, 'font-weight="700"');
  return svgDoc(W, H, s, 'Equipo de LINX trabajando frente a un videowall');
};

/** Podcast thumbnail: studio with microphone, headphones and the show's title. */
export const podcastThumbnail = () => {
  const W = 640;
  const H = 360;
  let s =
    D() +
    rect(0, 0, W, H, 'url(#gDeep)') +
    circle(480, 160, 200, 'url(#gGlow)') +
    circle(120, 320, 140, 'url(#gGlowOrange)');
  s += label(44, 64, 'PODCAST LINX', 15, C.orange, 'font-weight="800" letter-spacing="3"');
  s += chip(44, 84, 'Episodio 1', C.orange, C.navy, 12);
  s += label(44, 286, 'Pantallas que', 30, C.white, 'font-weight="800"');
  s += label(44, 324, 'venden más', 30, C.white, 'font-weight="800"');
  s += mic(500, 200, 1.4);
  s += headphones(585, 290, 0.8);
  [0, 1, 2, 3, 4, 5, 6].forEach((i) => {
    const h = [18, 34, 52, 40, 60, 30, 20][i];
    s += rrect(400 + i * 12, 300 - h / 2, 6, h, 3, C.blue, 'opacity="0.8"');
  });
  return svgDoc(W, H, s, 'Miniatura del episodio del Podcast LINX');
};

/** Team avatar in the seed style: round portrait on a tinted background. */
export const avatar = (name, shirt, bg, hair, skin, long = false) =>
  svgDoc(
    160,
    160,
    `<clipPath id="clip"><circle cx="80" cy="80" r="80"/></clipPath>` +
      circle(80, 80, 80, bg) +
      `<g clip-path="url(#clip)">` +
      (long ? `<path d="M36 150 C30 90 36 40 80 36 C124 40 130 90 124 150Z" fill="${hair}"/>` : '') +
      `<path d="M24 172 C24 124 50 106 80 106 C110 106 136 124 136 172 Z" fill="${shirt}"/>` +
      circle(80, 70, 32, skin) +
      circle(68, 74, 3, C.navy) +
      circle(92, 74, 3, C.navy) +
      `<path d="M70 86 Q80 94 90 86" fill="none" stroke="${C.navy}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M46 66 C44 38 70 28 86 32 C108 36 118 52 114 68 C106 54 88 48 70 51 C58 54 50 59 46 66Z" fill="${hair}"/>` +
      `</g>`,
    name,
  );
