// The SVG sanitiser leaves nothing that loads from another address (issue 30): <image>, <use> and <feImage>
// keep only #fragment references (and raster data: images), CSS url() and @import go from <style>, style
// attributes and presentation attributes. The drawing itself stays.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sanitizeSvg } = require('../src/utils/svg-sanitize.js');

const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const svg = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}<rect id="shape" width="4" height="4" fill="#1F6FEB"/></svg>`;
const clean = (inner) => {
  const out = sanitizeSvg(svg(inner));
  assert.ok(out, 'still an SVG');
  assert.match(out, /<rect id="shape" width="4" height="4" fill="#1F6FEB">/, 'the drawing stays');
  return out;
};

describe('SVG sanitiser: external references', () => {
  it('keeps SVG camelCase element names a browser needs (a drop shadow filter would otherwise hide the drawing)', () => {
    const out = clean(
      '<defs><filter id="sh"><feDropShadow dx="0" dy="14" stdDeviation="14"/><feGaussianBlur stdDeviation="2"/></filter><linearGradient id="g"/></defs>',
    );
    assert.match(out, /<feDropShadow dx="0" dy="14" stdDeviation="14"><\/feDropShadow>/);
    assert.match(out, /<feGaussianBlur /);
    assert.match(out, /<linearGradient id="g">/);
    assert.doesNotMatch(out, /<fedropshadow/);
  });

  it('removes <image> href and xlink:href to any other address', () => {
    for (const href of [
      'http://evil.example/a.png',
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'a.png',
      ' https://evil.example/a.png',
    ]) {
      for (const attribute of ['href', 'xlink:href']) {
        const out = clean(`<image ${attribute}="${href}" width="10" height="10"/>`);
        assert.doesNotMatch(out, /evil\.example|a\.png/, `${attribute}="${href}"`);
        assert.match(out, /<image width="10" height="10">/, 'the element stays, without its reference');
      }
    }
  });

  it('keeps a raster data: image and a #fragment, but not an SVG data: image (it could reference others)', () => {
    assert.match(clean(`<image href="${PNG_DATA}" width="1" height="1"/>`), /href="data:image\/png;base64,iVBOR/);
    const svgData = `data:image/svg+xml;base64,${Buffer.from(svg('<image href="http://evil.example/x.png"/>')).toString('base64')}`;
    assert.doesNotMatch(clean(`<image href="${svgData}"/>`), /data:image\/svg/);
    assert.doesNotMatch(clean('<image href="data:text/html,hi"/>'), /data:text/);
  });

  it('leaves no <use> pointing at another document', () => {
    for (const inner of [
      '<use href="http://evil.example/s.svg#x"/>',
      '<use xlink:href="https://evil.example/s.svg#x"/>',
    ]) {
      assert.doesNotMatch(clean(inner), /evil\.example/);
    }
  });

  it('removes <feImage> references to other addresses and keeps those to #fragments', () => {
    const external = clean(
      '<filter id="f"><feImage href="http://evil.example/x.png"/><feImage xlink:href="https://evil.example/y.png"/></filter>',
    );
    assert.doesNotMatch(external, /evil\.example/);
    assert.match(external, /<feImage><\/feImage>/);
    assert.match(clean('<filter id="f"><feImage href="#shape"/></filter>'), /<feImage href="#shape">/);
  });

  it('removes gradients, patterns and text paths that reference another document', () => {
    const out = clean(
      '<linearGradient id="g" href="http://evil.example/g.svg#g"/><pattern id="p" xlink:href="https://evil.example/p.svg#p"/><text><textPath href="http://evil.example/t.svg#t">x</textPath></text>',
    );
    assert.doesNotMatch(out, /evil\.example/);
  });

  it('removes presentation attributes with url() to another address, keeps url(#fragment)', () => {
    const out = clean(
      '<circle r="2" fill="url(http://evil.example/p.svg#g)" stroke="url(#shape)" filter="url( \'https://evil.example/f.svg#f\' )" mask="url(//evil.example/m)" clip-path="url(#shape)"/>',
    );
    assert.doesNotMatch(out, /evil\.example/);
    assert.match(out, /stroke="url\(#shape\)"/);
    assert.match(out, /clip-path="url\(#shape\)"/);
  });

  it('removes url() to other addresses and @import from style attributes, keeping the other declarations', () => {
    const out = clean(
      '<circle r="2" style="fill:url(http://evil.example/x);stroke:blue;background:URL( \'//evil.example/y\' );marker-end:url(#shape)"/>',
    );
    assert.doesNotMatch(out, /evil\.example/);
    assert.match(out, /style="[^"]*stroke:blue[^"]*marker-end:url\(#shape\)"/);
    assert.doesNotMatch(
      clean('<circle r="2" style="@import \'https://evil.example/x.css\'; fill:red"/>'),
      /@import|evil\.example/,
    );
    assert.doesNotMatch(
      clean('<circle r="2" style="background-image:image-set(\'https://evil.example/x.png\' 1x)"/>'),
      /evil\.example/,
    );
  });

  it('removes @import and url() to other addresses from <style>, keeping the other rules', () => {
    const out = clean(
      '<style>@import url(https://evil.example/a.css);\n@import "https://evil.example/b.css";\n' +
        '@font-face { font-family: X; src: url(https://evil.example/f.woff2) }\n' +
        '.a { fill: url(https://evil.example/p.svg#g); stroke: red } .b { fill: url(#shape) }</style>',
    );
    assert.doesNotMatch(out, /@import|evil\.example/);
    assert.match(out, /stroke: red/);
    assert.match(out, /\.b \{ fill: url\(#shape\) \}/);
  });

  it('drops CSS that hides a reference behind escapes or comments', () => {
    assert.doesNotMatch(clean('<style>.a { fill: \\75 rl(https://evil.example/x) }</style>'), /evil\.example|<style/);
    assert.doesNotMatch(clean('<circle r="2" style="fill:\\75 rl(https://evil.example/x)"/>'), /evil\.example/);
    assert.doesNotMatch(
      clean('<style>@im/**/port "https://evil.example/a.css"; .a{fill:u/**/rl(https://evil.example/x)}</style>'),
      /url\(https/,
    );
    assert.doesNotMatch(clean('<style>/* */@import url(https://evil.example/a.css)</style>'), /evil\.example/);
  });

  it('keeps ordinary links, which load nothing', () => {
    assert.match(clean('<a href="https://linx.cl"><circle r="1"/></a>'), /<a href="https:\/\/linx\.cl">/);
  });
});
