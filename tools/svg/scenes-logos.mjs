// Client and partner word-marks: invented brands drawn as simple logos (not real trademarks).
import { C, circle, label, rect, rrect, svgDoc } from './page-kit.mjs';

const mark = (w, h, body, name) => svgDoc(w, h, body, name);

export const clients = {
  'client-mercado-austral': () =>
    mark(
      236,
      64,
      circle(28, 32, 18, C.orange) +
        rect(20, 28, 16, 8, C.white) +
        label(56, 40, 'Mercado Austral', 19, C.navy, 'font-weight="800"'),
      'Mercado Austral',
    ),
  'client-plaza-los-andes': () =>
    mark(
      236,
      64,
      `<path d="M12 46 L28 18 L44 46Z" fill="${C.blue}"/><path d="M30 46 L42 28 L54 46Z" fill="${C.navy}"/>` +
        label(62, 40, 'Plaza Los Andes', 18, C.navy, 'font-weight="700"'),
      'Plaza Los Andes',
    ),
  'client-clinica-vital': () =>
    mark(
      180,
      64,
      rrect(12, 14, 36, 36, 10, C.blue) +
        rect(26, 20, 8, 24, C.white) +
        rect(18, 28, 24, 8, C.white) +
        label(58, 40, 'Clínica Vital', 19, C.navy, 'font-weight="700"'),
      'Clínica Vital',
    ),
  'client-universidad-pacifico': () =>
    mark(
      220,
      64,
      `<path d="M12 26 L32 16 L52 26 L32 36Z" fill="${C.navy}"/>` +
        rect(20, 30, 24, 14, C.navy) +
        label(60, 32, 'Universidad', 12, C.grey, 'font-weight="700" letter-spacing="2"') +
        label(60, 50, 'del Pacífico', 18, C.navy, 'font-weight="800"'),
      'Universidad del Pacífico',
    ),
  'client-farmacias-ruta': () =>
    mark(
      190,
      64,
      circle(30, 32, 18, 'none', `stroke="${C.orange}" stroke-width="6"`) +
        label(60, 40, 'FarmaRuta', 22, C.navy, 'font-weight="800" font-style="italic"'),
      'FarmaRuta',
    ),
  'client-sur-home': () =>
    mark(
      196,
      64,
      `<path d="M14 34 L32 18 L50 34 V48 H14Z" fill="${C.orange}"/>` +
        rect(27, 36, 10, 12, C.white) +
        label(60, 42, 'SURHOME', 20, C.navy, 'font-weight="800" letter-spacing="1"'),
      'Surhome',
    ),
  'client-banco-cordillera': () =>
    mark(
      226,
      64,
      rrect(12, 16, 34, 32, 4, C.navy) +
        rect(18, 24, 4, 18, C.white) +
        rect(27, 24, 4, 18, C.white) +
        rect(36, 24, 4, 18, C.white) +
        label(56, 40, 'Banco Cordillera', 18, C.navy, 'font-weight="700"'),
      'Banco Cordillera',
    ),
  'client-cafe-altiplano': () =>
    mark(
      180,
      64,
      `<path d="M14 24 H44 V38 A12 12 0 0 1 32 50 H26 A12 12 0 0 1 14 38Z" fill="${C.navy}"/>` +
        circle(50, 32, 6, 'none', `stroke="${C.navy}" stroke-width="4"`) +
        label(64, 40, 'Altiplano', 20, C.navy, 'font-weight="800"'),
      'Café Altiplano',
    ),
};

export const partners = {
  'partner-peoplesense': () =>
    mark(
      240,
      80,
      circle(34, 40, 20, C.blue) +
        circle(34, 40, 9, C.white) +
        circle(58, 40, 6, C.orange) +
        label(76, 48, 'PeopleSense', 24, C.navy, 'font-weight="800"'),
      'PeopleSense',
    ),
  'partner-nimbo-cloud': () =>
    mark(
      240,
      80,
      `<path d="M22 54 a14 14 0 0 1 4 -27 a20 20 0 0 1 36 4 a12 12 0 0 1 -2 23Z" fill="${C.orange}"/>` +
        label(78, 48, 'Nimbo Cloud', 24, C.navy, 'font-weight="800"'),
      'Nimbo Cloud',
    ),
  'partner-lumina-displays': () =>
    mark(
      260,
      80,
      rrect(14, 22, 48, 30, 4, C.navy) +
        rect(34, 52, 8, 8, C.navy) +
        rect(20, 28, 36, 18, C.blue) +
        label(74, 48, 'Lumina', 26, C.navy, 'font-weight="800"') +
        label(176, 48, 'DISPLAYS', 11, C.grey, 'font-weight="700" letter-spacing="1"'),
      'Lumina Displays',
    ),
  'partner-vistek': () =>
    mark(
      240,
      80,
      `<path d="M14 22 L34 58 L54 22" fill="none" stroke="${C.blue}" stroke-width="9" stroke-linejoin="round"/>` +
        label(68, 50, 'VISTEK', 28, C.navy, 'font-weight="800" letter-spacing="3"'),
      'Vistek',
    ),
};
