'use strict';

// The team roster (one list): the About page shows those with `showOnAbout`, the signature builder lists everyone.
// Photos are made by scripts/generate-media.mjs from `look` (shirt, background, hair, skin, long hair) into
// src/seed/uploads/team/<slug>.png, and the seed uploads them to the Media Library.
// No professional-profile URL is seeded: nobody gave us real ones (docs/decisions.md 9), so the About page links the e-mail.
module.exports = [
  {
    slug: 'valentina-soto',
    name: 'Valentina Soto',
    role: 'Gerenta General',
    email: 'valentina.soto@linx.cl',
    quote: 'La tecnología vale cuando mejora la vida de las personas que la usan todos los días.',
    look: ['#1F6FEB', '#EAF2FE', '#3B2418', '#F2C7A5', true],
  },
  {
    slug: 'rodrigo-salinas',
    name: 'Rodrigo Salinas',
    role: 'Gerente Comercial',
    email: 'rodrigo.salinas@linx.cl',
    quote: 'Nuestro mejor argumento de venta son los resultados de los clientes que ya confían en nosotros.',
    look: ['#0B1B34', '#FFF1E8', '#1B1B1B', '#E8B58F', false],
  },
  {
    slug: 'camila-rojas',
    name: 'Camila Rojas',
    role: 'Líder de Experiencia de Cliente',
    email: 'camila.rojas@linx.cl',
    quote: 'Cada proyecto empieza escuchando al cliente de nuestro cliente.',
    look: ['#FF6A13', '#EAF2FE', '#6B3A1E', '#F5D0B5', true],
  },
  {
    slug: 'matias-fuentes',
    name: 'Matías Fuentes',
    role: 'Líder de Desarrollo de Software',
    email: 'matias.fuentes@linx.cl',
    quote: 'El mejor software es el que nadie nota que está ahí.',
    look: ['#16305C', '#F4F6FA', '#2B2B2B', '#D9A47E', false],
  },
  {
    slug: 'javiera-munoz',
    name: 'Javiera Muñoz',
    role: 'Jefa de Proyectos',
    email: 'javiera.munoz@linx.cl',
    quote: 'Un buen plan hace que lo complejo parezca simple.',
    look: ['#1F6FEB', '#FFF1E8', '#1B1B1B', '#E8B58F', true],
  },
  {
    slug: 'felipe-araya',
    name: 'Felipe Araya',
    role: 'Arquitecto Cloud',
    email: 'felipe.araya@linx.cl',
    quote: 'Diseñamos sistemas que escalan sin sorpresas en la cuenta a fin de mes.',
    look: ['#FF6A13', '#F4F6FA', '#4A2C1A', '#F2C7A5', false],
  },
];
