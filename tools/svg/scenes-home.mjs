// Home page illustrations.
import {
  C,
  bars,
  bubble,
  card,
  chip,
  circle,
  cloud,
  cone,
  defs,
  display,
  donut,
  g,
  groundShadow,
  hand,
  label,
  laptop,
  line,
  lines,
  link,
  pageDefs,
  person,
  phone,
  portrait,
  rect,
  room,
  rrect,
  screen,
  sensor,
  shelf,
  svgDoc,
  totem,
  videowall,
} from './page-kit.mjs';

const D = () => defs() + pageDefs();

/** Hero (on navy): video wall, totem, a metrics card and the assistant chat, linked together. */
export const homeHero = () => {
  const W = 640;
  const H = 540;
  let s = D();
  s += circle(330, 250, 260, 'url(#gGlow)');
  s += circle(500, 400, 130, 'url(#gGlowOrange)');
  // stage floor
  s += `<ellipse cx="320" cy="474" rx="280" ry="44" fill="${C.navy2}" opacity="0.9"/>`;
  s += `<ellipse cx="320" cy="470" rx="240" ry="32" fill="none" stroke="${C.blue}" stroke-opacity="0.5" stroke-width="2"/>`;
  // video wall on a slim stand
  s += rrect(170, 300, 16, 170, 4, C.grey) + rrect(330, 300, 16, 170, 4, C.grey) + rrect(150, 462, 220, 10, 5, C.navy);
  s += g('translate(88,96)', videowall(340, 3, 3, 'landscape', 'hero-wall'));
  // totem, front right
  s += groundShadow(522, 470, 74);
  s += g('translate(462,176)', totem(116, 'tiles', 'hero-totem'));
  // metrics card
  s += card(24, 300, 196, 150, 16);
  s += label(42, 328, 'Audiencia hoy', 13, C.grey, 'font-weight="600"');
  s += label(42, 360, '+45%', 30, C.navy, 'font-weight="800"');
  s += chip(124, 338, 'Atención', C.orangeSoft, C.navy, 10);
  s += bars(42, 380, 160, 52, [0.35, 0.55, 0.45, 0.7, 0.6, 0.9, 0.8], [C.blueSoft, C.blue, C.blue, C.orange]);
  // assistant chat card
  s += card(404, 24, 212, 118, 16);
  s += circle(430, 54, 14, C.orange) + label(423, 59, 'IA', 12, C.white, 'font-weight="800"');
  s += label(452, 52, 'LIA', 13, C.navy, 'font-weight="800"') + label(452, 68, 'Asistente virtual', 11, C.grey);
  s += bubble(420, 82, 124, 20, C.soft, 'left') + bubble(468, 110, 132, 20, C.blue, 'right');
  s += lines(430, 88, [96], 7, 0, C.grey) + lines(480, 116, [104], 7, 0, C.white);
  // links between pieces
  s += link(220, 360, 260, 300) + link(430, 142, 400, 190) + link(220, 430, 470, 420, C.blue);
  return svgDoc(W, H, s, 'Pantallas, tótem y tablero conectados por LINX');
};

/** Services carousel: digital signage in a store. */
export const slideSignage = () => {
  const W = 720;
  const H = 480;
  let s = D() + room(W, H, 380);
  s += shelf(30, 200, 190, 180, 'sl-a') + shelf(500, 200, 190, 180, 'sl-b');
  s += g('translate(230,50)', display(260, 'promo', 'slide-sig'));
  s += rect(354, 196, 12, 40, C.grey);
  s += g('translate(290,250) scale(0.9)', portrait(70, 'menu', 'slide-menu'));
  s += g('translate(400,236)', portrait(66, 'promo', 'slide-p2'));
  s += person(250, 330, 1, C.orange) + person(470, 336, 0.95, C.blue);
  s +=
    card(520, 40, 170, 80, 14) +
    label(538, 70, 'Campaña activa', 12, C.grey, 'font-weight="600"') +
    label(538, 100, '24 pantallas', 20, C.navy, 'font-weight="800"');
  return svgDoc(W, H, s, 'Tienda con pantallas de señalización digital');
};

/** Services carousel: cloud content management. */
export const slideContent = () => {
  const W = 720;
  const H = 480;
  let s = D() + rect(0, 0, W, H, 'url(#gPanel)');
  s += cloud(270, 36, 180, C.blue) + label(360, 106, 'CMS', 26, C.white, 'font-weight="800" text-anchor="middle"');
  const spots = [
    [60, 300, 'promo'],
    [270, 330, 'menu'],
    [480, 300, 'dashboard'],
  ];
  spots.forEach(([x, y, v], i) => {
    s += `<path d="M360 140 C360 220 ${x + 90} 220 ${x + 90} ${y}" fill="none" stroke="${C.grey}" stroke-width="2.5" stroke-dasharray="7 7"/>`;
    s += g(`translate(${x},${y})`, display(180, v, `cm-${i}`));
    s += circle(x + 90, y, 6, C.orange);
  });
  s += laptop(70, 150, 150, (w, h) => screen(w, h, 'dashboard', 'cm-l'));
  s += card(500, 150, 170, 100, 14) + label(518, 180, 'Programación', 12, C.grey, 'font-weight="600"');
  s += [0, 1, 2].map((i) => rrect(518 + i * 48, 196, 40, 36, 6, i === 1 ? C.orange : C.blueSoft)).join('');
  return svgDoc(W, H, s, 'Contenidos publicados desde la nube a varias pantallas');
};

/** Services carousel: lift and learn. */
export const slideLift = () => {
  const W = 720;
  const H = 480;
  let s = D() + room(W, H, 360);
  s += rrect(90, 330, 540, 60, 10, C.navy2) + rect(90, 390, 540, 90, '#DDE4EF');
  s += [140, 250, 470, 570].map((x, i) => rrect(x, 270, 56, 60, 10, i === 1 ? C.orange : C.blue)).join('');
  s += g('translate(300,190) rotate(-12)', rrect(0, 0, 58, 96, 12, C.orange) + rrect(10, 16, 38, 22, 5, C.white));
  s += hand(290, 226, 1.1);
  s += g('translate(210,40)', display(300, 'promo', 'lift-d'));
  s += `<path d="M340 190 Q 330 170 350 160" fill="none" stroke="${C.orange}" stroke-width="3" stroke-linecap="round"/>`;
  s +=
    card(540, 70, 150, 88, 14) +
    label(556, 98, 'Producto detectado', 11, C.grey, 'font-weight="600"') +
    chip(556, 112, 'Ficha en pantalla', C.blueSoft, C.navy, 11);
  return svgDoc(W, H, s, 'Cliente levanta un producto y la pantalla muestra su ficha');
};

/** Services carousel: audience measurement. */
export const slideAudience = () => {
  const W = 720;
  const H = 480;
  let s = D() + room(W, H, 390);
  s += g('translate(90,60)', display(300, 'promo', 'aud-d'));
  s += sensor(240, 246, 1.1) + cone(240, 258, 170, 150);
  s += person(170, 370, 0.95, C.blue) + person(250, 380, 1, C.orange) + person(330, 368, 0.9, C.blue);
  s += [
    [170, 340],
    [250, 350],
    [330, 338],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x - 24}" y="${y - 28}" width="48" height="52" rx="6" fill="none" stroke="${C.orange}" stroke-width="2.5"/>`,
    )
    .join('');
  s += card(430, 60, 250, 300, 16);
  s += label(452, 94, 'Medición de audiencia', 14, C.navy, 'font-weight="800"');
  s +=
    donut(500, 160, 38, 0.72, C.orange) + label(500, 166, '72%', 16, C.navy, 'font-weight="800" text-anchor="middle"');
  s += label(556, 150, 'Atención', 12, C.grey) + label(556, 172, '4,8 s prom.', 16, C.navy, 'font-weight="700"');
  s += bars(452, 220, 206, 80, [0.4, 0.6, 0.5, 0.85, 0.7, 0.95], [C.blue, C.blueSoft, C.orange]);
  s += lines(452, 316, [150, 100], 8, 10);
  return svgDoc(W, H, s, 'Sensor que mide la audiencia frente a una pantalla y su tablero');
};

/** Services carousel: AI assistant. */
export const slideAssistant = () => {
  const W = 720;
  const H = 480;
  let s = D() + rect(0, 0, W, H, 'url(#gDeep)');
  s += circle(560, 120, 160, 'url(#gGlow)');
  s += groundShadow(200, 440, 90);
  s += g('translate(130,40)', totem(140, 'chat', 'ai-t'));
  s += card(330, 70, 340, 320, 20);
  s += circle(362, 106, 16, C.orange) + label(354, 111, 'IA', 13, C.white, 'font-weight="800"');
  s += label(388, 104, 'LIA · en línea', 14, C.navy, 'font-weight="800"') + circle(490, 99, 4, '#2E9E5B');
  s += bubble(350, 142, 220, 44, C.soft, 'left') + lines(364, 154, [180, 120], 7, 8, C.grey);
  s += bubble(430, 208, 220, 44, C.blue, 'right') + lines(446, 220, [180, 110], 7, 8, C.white);
  s += bubble(350, 274, 240, 44, C.soft, 'left') + lines(364, 286, [200, 90], 7, 8, C.grey);
  s += rrect(350, 340, 300, 34, 17, C.soft) + circle(630, 357, 12, C.orange);
  return svgDoc(W, H, s, 'Tótem con el asistente virtual LIA conversando con un cliente');
};

export const homeServices = { slideSignage, slideContent, slideLift, slideAudience, slideAssistant };

/** Point-of-sale intelligence: store floor with sensors feeding a heat-map dashboard. */
export const posIntelligence = () => {
  const W = 640;
  const H = 480;
  let s = D() + rect(0, 0, W, H, 'url(#gPanel)');
  // store floor plan (flat top view)
  s += card(30, 40, 320, 400, 18);
  s += label(52, 76, 'Sala de ventas · hoy', 14, C.navy, 'font-weight="800"');
  s += rrect(52, 96, 276, 320, 10, C.soft);
  [
    [70, 120, 100, 26],
    [200, 120, 110, 26],
    [70, 200, 26, 150],
    [290, 200, 26, 150],
    [140, 370, 120, 26],
  ].forEach(([x, y, w, h]) => {
    s += rrect(x, y, w, h, 5, C.line);
  });
  [
    [150, 250, 60, 0.55],
    [220, 300, 46, 0.45],
    [120, 330, 34, 0.35],
    [250, 170, 30, 0.3],
  ].forEach(([cx, cy, r, o]) => {
    s += circle(cx, cy, r, C.orange, `opacity="${o * 0.5}"`) + circle(cx, cy, r * 0.55, C.orange, `opacity="${o}"`);
  });
  s += sensor(190, 112, 0.6) + sensor(300, 360, 0.6);
  // KPI cards
  s += card(372, 40, 240, 120, 16);
  s +=
    label(392, 72, 'Conversión', 13, C.grey, 'font-weight="600"') +
    label(392, 110, '+35%', 34, C.navy, 'font-weight="800"');
  s += line(500, 70, 92, 60, [0.2, 0.35, 0.3, 0.55, 0.5, 0.8], C.orange, 3);
  s += card(372, 180, 240, 120, 16);
  s +=
    label(392, 212, 'Tiempo de espera', 13, C.grey, 'font-weight="600"') +
    label(392, 250, '-40%', 34, C.navy, 'font-weight="800"');
  s += bars(500, 210, 92, 60, [0.9, 0.75, 0.6, 0.5, 0.4], [C.blue]);
  s += card(372, 320, 240, 120, 16);
  s += label(392, 352, 'Zona más visitada', 13, C.grey, 'font-weight="600"');
  s += chip(392, 368, 'Góndola central', C.orangeSoft, C.navy, 12) + lines(392, 412, [180], 8, 0, C.line);
  return svgDoc(W, H, s, 'Mapa de calor de la tienda y tarjetas de indicadores de venta');
};

/** Automation and AI: workflow cards connected to the assistant. */
export const automation = () => {
  const W = 640;
  const H = 480;
  let s = D();
  s += circle(320, 240, 230, 'url(#gGlow)');
  s += card(230, 150, 180, 180, 22, C.white);
  s +=
    circle(320, 210, 34, 'url(#gOrange)') +
    label(320, 220, 'IA', 26, C.white, 'font-weight="800" text-anchor="middle"');
  s += label(320, 274, 'Asistente LIA', 16, C.navy, 'font-weight="800" text-anchor="middle"');
  s += label(320, 298, 'Automatiza 24/7', 12, C.grey, 'text-anchor="middle"');
  const tasks = [
    [16, 40, 'Documentos', C.blue],
    [444, 40, 'Agenda', C.orange],
    [16, 360, 'Procesos', C.orange],
    [444, 360, 'Mensajes', C.blue],
  ];
  tasks.forEach(([x, y, t, c]) => {
    s += card(x, y, 180, 80, 16);
    s +=
      rrect(x + 16, y + 20, 40, 40, 12, c) +
      rrect(x + 26, y + 32, 20, 4, 2, C.white) +
      rrect(x + 26, y + 40, 14, 4, 2, C.white) +
      rrect(x + 26, y + 48, 18, 4, 2, C.white);
    s += label(x + 68, y + 38, t, 14, C.navy, 'font-weight="800"') + lines(x + 68, y + 50, [90], 7, 0);
    const ax = x < 300 ? x + 180 : x;
    const ay = y + 40;
    s += link(ax, ay, x < 300 ? 230 : 410, y < 200 ? 190 : 290, c);
  });
  return svgDoc(W, H, s, 'El asistente de IA conectado con documentos, agenda, procesos y mensajes');
};

const productStage = (W, H) =>
  rect(0, 0, W, H, 'url(#gPanel)') + circle(W * 0.5, H * 0.5, H * 0.55, 'url(#gGlow)', 'opacity="0.5"');

export const productAudience = () => {
  const W = 480;
  const H = 300;
  let s = D() + productStage(W, H);
  s += g('translate(40,40)', display(220, 'promo', 'pa'));
  s += sensor(150, 172, 0.8) + cone(150, 180, 90, 80);
  s +=
    card(290, 50, 160, 190, 14) +
    donut(340, 108, 26, 0.8, C.orange) +
    label(340, 113, '80%', 12, C.navy, 'font-weight="800" text-anchor="middle"');
  s += label(378, 104, 'Recuerdo', 10, C.grey) + label(378, 120, 'de marca', 10, C.grey);
  s += bars(306, 160, 128, 60, [0.4, 0.7, 0.55, 0.9, 0.75], [C.blue, C.blueSoft, C.orange]);
  return svgDoc(W, H, s, 'Pantalla con sensor de medición de audiencia y métricas');
};

export const productLift = () => {
  const W = 480;
  const H = 300;
  let s = D() + productStage(W, H);
  s += rrect(40, 220, 400, 40, 8, C.navy2);
  s += [70, 150, 330, 390].map((x, i) => rrect(x, 176, 40, 44, 8, i === 2 ? C.orange : C.blue)).join('');
  s += g('translate(212,126) rotate(-10)', rrect(0, 0, 44, 70, 10, C.orange) + rrect(8, 12, 28, 16, 4, C.white));
  s += hand(206, 150, 0.8);
  s += g('translate(150,24)', display(190, 'promo', 'pl'));
  return svgDoc(W, H, s, 'Producto levantado de la góndola que activa contenido en pantalla');
};

export const productCloud = () => {
  const W = 480;
  const H = 300;
  let s = D() + productStage(W, H);
  s += laptop(60, 70, 200, (w, h) => screen(w, h, 'dashboard', 'pc'));
  s += cloud(300, 30, 130, C.blue) + label(365, 78, 'PLUS', 16, C.white, 'font-weight="800" text-anchor="middle"');
  s +=
    g('translate(300,150)', display(140, 'menu', 'pc2')) +
    g('translate(330,228) scale(0.5)', display(120, 'promo', 'pc3'));
  s += `<path d="M365 100 V150" stroke="${C.grey}" stroke-width="2.5" stroke-dasharray="6 6"/>`;
  s += `<path d="M270 140 C300 140 300 80 310 80" fill="none" stroke="${C.grey}" stroke-width="2.5" stroke-dasharray="6 6"/>`;
  return svgDoc(W, H, s, 'Plataforma Cloud Digital Signage PLUS administrando pantallas');
};

export const productAssistant = () => {
  const W = 480;
  const H = 300;
  let s = D() + productStage(W, H);
  s += phone(90, 40, 110, (w, h) => screen(w, h, 'chat', 'pai'));
  s += card(230, 60, 210, 170, 16);
  s += circle(256, 88, 13, C.orange) + label(249, 93, 'IA', 11, C.white, 'font-weight="800"');
  s += label(278, 93, 'LIA responde', 13, C.navy, 'font-weight="800"');
  s += bubble(246, 114, 170, 36, C.soft, 'left') + lines(258, 124, [140, 90], 6, 6, C.grey);
  s += bubble(266, 166, 156, 36, C.blue, 'right') + lines(278, 176, [124, 70], 6, 6, C.white);
  return svgDoc(W, H, s, 'Asistente virtual LIA respondiendo en el teléfono y la web');
};
