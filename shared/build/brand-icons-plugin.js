// The shell's icons, made at build time from the brand mark (shared/build/brand-mark.svg): favicon.ico
// (16, 32 and 48 px), apple-touch-icon.png (180 px, square: iOS rounds it itself), icon-192.png,
// icon-512.png and manifest.webmanifest (web-manifest.js). Rasterised with resvg, the ICO encoded
// with png-to-ico; the HTML head links them (shared/build/index.html; README "SEO").
const fs = require('node:fs');
const { Resvg } = require('@resvg/resvg-js');
const { webManifest } = require('./web-manifest');

/** The brand mark at `size` px as PNG; `square` drops the corner radius (touch icons are masked by the OS). */
const renderPng = (svg, size, { square = false } = {}) => {
  const source = square ? svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1') : svg;
  return new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
};

/** File name → contents of every icon file. */
const brandIconFiles = async (svg) => {
  const { default: pngToIco } = await import('png-to-ico');
  return {
    'favicon.ico': await pngToIco([16, 32, 48].map((size) => renderPng(svg, size))),
    'apple-touch-icon.png': renderPng(svg, 180, { square: true }),
    'icon-192.png': renderPng(svg, 192),
    'icon-512.png': renderPng(svg, 512),
    'manifest.webmanifest': Buffer.from(`${JSON.stringify(webManifest(), null, 2)}\n`),
  };
};

class BrandIconsPlugin {
  /** @param {{ source: string }} options  path of the brand mark SVG */
  constructor({ source }) {
    this.source = source;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrandIconsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tapPromise(
        { name: 'BrandIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const files = await brandIconFiles(fs.readFileSync(this.source, 'utf8'));
          for (const [name, contents] of Object.entries(files)) {
            compilation.emitAsset(name, new sources.RawSource(contents));
          }
        },
      );
    });
  }
}

module.exports = { BrandIconsPlugin, brandIconFiles };
