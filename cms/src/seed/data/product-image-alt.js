'use strict';

// Alternative text of each product photo (src/seed/uploads/products/<slug>-<n>.webp, drawn by
// scripts/generate-media.mjs from the product's `kind` and the `view` of that photo).
const CONTEXT = {
  interactive: 'en una sala de reuniones, junto a una mesa y dos personas',
  signage: 'en una tienda, entre dos estanterías, con un cliente mirándola',
  totem: 'en un vestíbulo, junto a una planta y una persona',
  window: 'en la vitrina de una tienda, detrás del vidrio',
  led: 'en la fachada de un edificio, de noche',
  videowall: 'en una sala de control, con tres personas frente al muro de video',
};
const DETAIL = {
  totem: 'Detalle del cabezal: pantalla, lector de QR y RUT y franja de color',
  led: 'Detalle de los módulos LED encendidos',
  videowall: 'Detalle de la unión casi invisible entre los paneles',
};

/** Spanish description of one product photo. */
const productImageAlt = (p, view) => {
  const name = `${p.brand} ${p.name}`;
  switch (view) {
    case 'ui':
      return `Mano usando la pantalla táctil de ${name}`;
    case 'angle':
      return `${name} vista en ángulo`;
    case 'context':
      return `${name} ${CONTEXT[p.kind] ?? 'instalada'}`;
    case 'detail':
      return `${DETAIL[p.kind] ?? 'Detalle'} de ${name}`;
    default:
      return `${name}, vista frontal`;
  }
};

module.exports = { productImageAlt };
