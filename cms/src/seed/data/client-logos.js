'use strict';

// Client logos of the home page (eight invented brands drawn as word-marks, not real trademarks), made by
// scripts/generate-media.mjs into src/seed/uploads/clients/<slug>.svg. `width`: the logo's intrinsic width.
module.exports = [
  { slug: 'client-mercado-austral', name: 'Mercado Austral', width: 236 },
  { slug: 'client-plaza-los-andes', name: 'Plaza Los Andes', width: 236 },
  { slug: 'client-clinica-vital', name: 'Clínica Vital', width: 180 },
  { slug: 'client-universidad-pacifico', name: 'Universidad del Pacífico', width: 220 },
  { slug: 'client-farmacias-ruta', name: 'FarmaRuta', width: 190 },
  { slug: 'client-sur-home', name: 'Surhome', width: 196 },
  { slug: 'client-banco-cordillera', name: 'Banco Cordillera', width: 226 },
  { slug: 'client-cafe-altiplano', name: 'Café Altiplano', width: 180 },
];
