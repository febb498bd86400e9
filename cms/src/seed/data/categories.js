'use strict';

// Order matters: "todos" must be created first (the site takes the first category as "no filter").
module.exports = [
  'todos',
  'Experiencia al Cliente',
  'Productividad',
  'Cartelería Digital',
  'Analítica y Medición',
  'Inteligencia Artificial',
];
