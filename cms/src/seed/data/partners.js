'use strict';

// Partners of the About page carousel: a people-analytics vendor, a cloud provider and two display makers.
// Invented brands: their real web addresses are unknown, so no `url` is seeded and the logo shows unlinked
// (docs/decisions.md 9). Logos are word-marks drawn by scripts/generate-media.mjs into src/seed/uploads/partners/.
module.exports = [
  { slug: 'partner-peoplesense', name: 'PeopleSense', description: 'Analítica de personas', width: 240 },
  { slug: 'partner-nimbo-cloud', name: 'Nimbo Cloud', description: 'Proveedor de nube', width: 240 },
  { slug: 'partner-lumina-displays', name: 'Lumina Displays', description: 'Fabricante de pantallas', width: 260 },
  { slug: 'partner-vistek', name: 'Vistek', description: 'Fabricante de pantallas LED', width: 240 },
];
