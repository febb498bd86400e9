// The rules a page entry is saved under (src/utils/page-rules.js), without a server: paths the marketing remote
// may take, and the buttons' link targets (the site's routes, other pages, the external allow-list).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { pathProblem, linkProblem, sectionsProblem, linkedPaths } = require('../src/utils/page-rules.js');

const hero = { __component: 'sections.page-hero', title: 'Hola' };
const band = (target, kind = 'link') => ({
  __component: 'sections.cta-band',
  title: 'Fin',
  actions: [{ kind, label: 'Ir', target }],
});

describe('page rules', () => {
  it('accepts any clean path no page made in code takes, at any depth', () => {
    for (const pathname of ['/campanas/retail-2027', '/ofertas', '/campanas', '/eventos/2027/feria-retail', '/servicios/nuevo'])
      assert.equal(pathProblem(pathname), null, pathname);
    // The home, /servicios/seo and /sobre-nosotros are pages built in the CMS, served by the route of every other
    // path (`/*path`, the home included): their entry lives there. The services directory is made in code.
    for (const pathname of ['/', '/servicios/seo', '/sobre-nosotros', '/podcast']) assert.equal(pathProblem(pathname), null, pathname);
    assert.match(pathProblem('/servicios'), /hecha en código/);
  });

  it("refuses other remotes' paths, redirects, reserved and malformed paths", () => {
    for (const pathname of [
      '/productos',
      '/productos/x',
      '/blog',
      '/blog/a',
      '/casos-exito/3',
      '/recursos',
      '/contacto',
      '/sobre-nosotros/firmas',
      '/home',
      '/api/pages',
      '/sitemap.xml',
      '/campañas',
      '/Campanas',
      '/a//b',
      '/a/',
      '',
    ]) {
      assert.ok(pathProblem(pathname), pathname);
    }
  });

  it('accepts site routes, known pages, anchors, consultancy and allowed domains; refuses the rest', () => {
    assert.equal(linkProblem('/contacto#contact-form'), null);
    assert.equal(linkProblem('/blog/un-articulo'), null);
    assert.equal(
      linkProblem('/campanas/otra', (p) => p === '/campanas/otra'),
      null,
    );
    assert.equal(linkProblem('https://portal.linx.cl/ingreso'), null);
    assert.equal(linkProblem('https://www.linkedin.com/company/linx'), null);
    assert.equal(linkProblem('mailto:contacto@linx.cl'), null);
    for (const target of [
      '/campanas/otra',
      '/ofertas',
      'https://linx.cl.ejemplo.com',
      'http://linx.cl',
      'ftp://linx.cl',
      'mailto:a@gmail.com',
      '//evil.com',
      '',
      undefined,
    ]) {
      assert.ok(linkProblem(target), String(target));
    }
  });

  it('wants one hero, first, and checks every button', () => {
    assert.equal(sectionsProblem([hero, band('/contacto')]), null);
    assert.equal(sectionsProblem([hero, band('mi-ancla', 'anchor')]), null);
    // The company's WhatsApp chat needs no target: the site's config holds its number.
    assert.equal(sectionsProblem([hero, band(undefined, 'whatsapp')]), null);
    assert.match(sectionsProblem([band('/contacto'), hero]), /Portada/);
    assert.match(sectionsProblem([hero, hero]), /Portada/);
    assert.match(sectionsProblem([hero, band('https://ejemplo.com')]), /lista de dominios/);
    assert.match(sectionsProblem([hero, band('Mi Ancla', 'anchor')]), /ancla/);
    assert.deepEqual(linkedPaths([hero, band('/a#b'), band('x', 'anchor')]), ['/a']);
    // A card section's common button is checked as the section's own.
    const cards = (target) => ({ __component: 'sections.media-cards', title: 'Tarjetas', cardAction: { kind: 'link', label: 'Ir', target } });
    assert.equal(sectionsProblem([hero, cards('/contacto')]), null);
    assert.match(sectionsProblem([hero, cards('https://ejemplo.com')]), /lista de dominios/);
    assert.deepEqual(linkedPaths([hero, cards('/ofertas#x')]), ['/ofertas']);
    assert.match(sectionsProblem([hero, { ...cards('/contacto'), cardAction: { kind: 'link', label: ' ', target: '/contacto' } }]), /texto/);
    // A card section without a common button (cardAction null or absent) has nothing to check.
    const noCardAction = { __component: 'sections.media-cards', title: 'Tarjetas', cardAction: null };
    assert.equal(sectionsProblem([hero, noCardAction]), null);
    assert.deepEqual(linkedPaths([hero, noCardAction, { ...noCardAction, cardAction: undefined }]), []);
  });

  it("checks where a column's link, a slide and a linked card lead", () => {
    const columns = (target) => ({ __component: 'sections.concept-columns', columns: [{ title: 'A', link: { kind: 'link', label: 'Ir', target } }] });
    const slides = (target) => ({ __component: 'sections.service-carousel', slides: [{ title: 'Servicio', target }] });
    const cards = (target) => ({ __component: 'sections.link-cards', items: [{ title: 'Producto', target }] });
    for (const section of [columns, slides, cards]) {
      assert.equal(sectionsProblem([hero, section('/contacto')]), null);
      assert.match(sectionsProblem([hero, section('https://ejemplo.com')]), /lista de dominios/);
      assert.match(sectionsProblem([hero, section('/no-es-del-sitio/x/y')]), /No hay una página|no lleva a una página/);
    }
    assert.deepEqual(linkedPaths([hero, cards('/servicios/seo'), slides('/servicios/cloud#planes')]), ['/servicios/seo', '/servicios/cloud']);
  });

  it('wants an image or a conversation beside the words of a split section', () => {
    const split = (fields) => ({ __component: 'sections.split-media', title: 'Un asistente', ...fields });
    assert.equal(sectionsProblem([hero, split({ image: 12, chat: null })]), null);
    assert.equal(sectionsProblem([hero, split({ image: null, chat: { name: 'LIA', messages: [] } })]), null);
    assert.match(sectionsProblem([hero, split({ image: null, chat: null })]), /«Un asistente» necesita una imagen o una conversación/);
  });
});
