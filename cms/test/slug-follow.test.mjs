// The slug that follows its title in the admin (src/admin/slug-input): the site's address shape, and it follows
// only until the editor edits it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { followedSlug, slugify } from '../src/admin/slug-input/slugify.mjs';

const require = createRequire(import.meta.url);

test('a title becomes the address the site uses, accents dropped, as the CMS makes case slugs', () => {
  assert.equal(slugify('Cartelería digital en Ñuñoa: ¿qué cambia?'), 'carteleria-digital-en-nunoa-que-cambia');
  const server = require('../src/utils/slugify.js').slugify;
  for (const title of ['Centro Comercial Portal Oriente', '  Más   ventas — 45% ', 'Óptica Ñandú']) {
    assert.equal(slugify(title), server(title), title);
  }
});

test('it follows the title while following, never once the editor typed', () => {
  assert.equal(followedSlug({ following: true, title: 'Nuevo artículo', slug: '' }), 'nuevo-articulo');
  assert.equal(followedSlug({ following: true, title: 'Nuevo artículo', slug: 'nuevo-articulo' }), null);
  assert.equal(followedSlug({ following: false, title: 'Otro título', slug: 'mi-direccion' }), null);
  assert.equal(followedSlug({ following: true, title: '', slug: 'algo' }), null, 'an empty title leaves the slug');
});
