// The shell's web app manifest (manifest.webmanifest), written at build time by brand-icons-plugin.js.
// Its theme colour is the design tokens' navy (shared/src/theme/tokens.ts, the header's ink), read
// from that file so the colour has one source (README "SEO": feeds, icons and security.txt).
const fs = require('node:fs');
const path = require('node:path');

const TOKENS_FILE = path.join(__dirname, '../src/theme/tokens.ts');

/** The colour of one token of `palette` in tokens.ts ("navy900" → "#0B1B34"). */
const paletteColor = (name, source = fs.readFileSync(TOKENS_FILE, 'utf8')) => {
  const match = new RegExp(`\\b${name}:\\s*'(#[0-9A-Fa-f]{6})'`).exec(source);
  if (!match) throw new Error(`tokens.ts no tiene el color ${name}`);
  return match[1];
};

/** The PNG icons the manifest lists (files the plugin renders from the brand mark). */
const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
];

const webManifest = () => ({
  name: 'LINX · Everything about links',
  short_name: 'LINX',
  description:
    'Cartelería digital, gestión de contenidos, Lift and Learn, medición de audiencia, asistente IA, cloud y SEO/SEM para empresas de Chile.',
  lang: 'es-CL',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'browser',
  background_color: paletteColor('white'),
  theme_color: paletteColor('navy900'),
  icons: MANIFEST_ICONS,
});

module.exports = { webManifest, paletteColor, MANIFEST_ICONS };
