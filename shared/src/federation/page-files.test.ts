import { pageFiles, REMOTE_ENTRY_FILE } from './page-files.cjs';

/** The parts of an mf-manifest.json the preloads read, as a remote's build writes them. */
const manifest = (publicPath: string, entryPath = '') => ({
  metaData: { publicPath, remoteEntry: { path: entryPath, name: REMOTE_ENTRY_FILE } },
  exposes: [
    {
      path: './ProductCataloguePage',
      assets: { css: { sync: ['css/catalogue.1a.css'] }, js: { sync: ['818.2b.js', '300.3c.js'] } },
    },
  ],
});

describe('the files a page needs, from its remote manifest', () => {
  it('resolves the entry and the page chunks beside the manifest when the public path is auto', () => {
    const url = 'http://127.0.0.1:3002/releases/1.0.0+ab12cd3/mf-manifest.json';
    expect(pageFiles(manifest('auto'), url, './ProductCataloguePage')).toEqual({
      entry: 'http://127.0.0.1:3002/releases/1.0.0+ab12cd3/remoteEntry.js',
      styles: ['http://127.0.0.1:3002/releases/1.0.0+ab12cd3/css/catalogue.1a.css'],
      scripts: [
        'http://127.0.0.1:3002/releases/1.0.0+ab12cd3/818.2b.js',
        'http://127.0.0.1:3002/releases/1.0.0+ab12cd3/300.3c.js',
      ],
    });
  });

  it('resolves them under a fixed public path, with the entry in its folder', () => {
    const files = pageFiles(
      manifest('https://cdn.example.cl/catalogue/', 'entry'),
      'http://127.0.0.1:3002/mf-manifest.json',
      './ProductCataloguePage',
    );
    expect(files.entry).toBe('https://cdn.example.cl/catalogue/entry/remoteEntry.js');
    expect(files.scripts[0]).toBe('https://cdn.example.cl/catalogue/818.2b.js');
  });

  it('gives the entry alone for a page the manifest does not expose', () => {
    expect(pageFiles(manifest('auto'), 'http://127.0.0.1:3002/mf-manifest.json', './Missing')).toEqual({
      entry: 'http://127.0.0.1:3002/remoteEntry.js',
      styles: [],
      scripts: [],
    });
  });
});
