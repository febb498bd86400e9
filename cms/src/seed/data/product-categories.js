'use strict';

module.exports = [
  { slug: 'pantallas-interactivas', name: 'Pantallas Interactivas' },
  { slug: 'pantallas-carteleria', name: 'Pantallas de Cartelería' },
  { slug: 'pantallas-led', name: 'Pantallas LED' },
  { slug: 'videowalls', name: 'Videowalls' },
];
