import type { CLSMetric, INPMetric, LCPMetric, TTFBMetric } from 'web-vitals';
import { attributionOf, selectorOf } from './vitals-attribution';

/** A metric as web-vitals reports it: only the fields the attribution reads. */
const metric = <M>(fields: object) =>
  ({ id: 'v5-1', delta: 0, rating: 'poor', navigationType: 'navigate', ...fields }) as M;

describe('what a vital blames', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <section class="hero b a"><h1>Cartelería digital</h1><button type="button">Siguiente</button></section>
        <div id="catalogo"><p class="precio">Desde</p></div>
      </main>`;
  });

  it('names an element by its path, its classes sorted, and stops at an id', () => {
    expect(selectorOf(document.querySelector('h1'))).toBe('html>body>main>section.a.b.hero>h1');
    expect(selectorOf(document.querySelector('.precio'))).toBe('#catalogo>p.precio');
    expect(selectorOf(null)).toBeUndefined();
  });

  it('keeps a long path to at most 100 characters, nearest the element first', () => {
    const deep = document.createElement('span');
    deep.className = 'x'.repeat(60);
    document.querySelector('h1')?.append(deep);
    const selector = selectorOf(deep) ?? '';
    expect(selector.length).toBeLessThanOrEqual(100);
    expect(selector.endsWith(`span.${'x'.repeat(60)}`)).toBe(true);
  });

  it('blames the LCP element of the last LCP entry', () => {
    const lcp = metric<LCPMetric>({
      name: 'LCP',
      value: 1800,
      entries: [{ element: document.querySelector('p') }, { element: document.querySelector('h1') }],
    });
    expect(attributionOf(lcp)).toEqual({ target: 'html>body>main>section.a.b.hero>h1' });
  });

  it("blames the largest layout shift's first element source", () => {
    const cls = metric<CLSMetric>({
      name: 'CLS',
      value: 0.3,
      entries: [
        { value: 0.05, sources: [{ node: document.querySelector('h1') }] },
        {
          value: 0.25,
          sources: [{ node: document.createTextNode('texto') }, { node: document.querySelector('.precio') }],
        },
      ],
    });
    expect(attributionOf(cls)).toEqual({ target: '#catalogo>p.precio' });
  });

  it("gives INP's target and its input delay, processing and presentation delay", () => {
    const button = document.querySelector('button');
    const inp = metric<INPMetric>({
      name: 'INP',
      value: 120,
      entries: [
        { startTime: 1000, processingStart: 1016, processingEnd: 1050, target: button },
        { startTime: 1000, processingStart: 1050, processingEnd: 1070, target: null },
      ],
    });
    expect(attributionOf(inp)).toEqual({
      target: 'html>body>main>section.a.b.hero>button',
      phases: { input_delay: 16, processing: 54, presentation: 50 },
    });
  });

  it('names an INP target that left the document by the selector the browser kept', () => {
    const inp = metric<INPMetric>({
      name: 'INP',
      value: 40,
      entries: [{ startTime: 10, processingStart: 12, processingEnd: 30, target: null, targetSelector: 'button.menu' }],
    });
    expect(attributionOf(inp).target).toBe('button.menu');
  });

  it('blames nothing for the metrics without an element', () => {
    expect(attributionOf(metric<TTFBMetric>({ name: 'TTFB', value: 90, entries: [] }))).toEqual({});
    expect(attributionOf(metric<INPMetric>({ name: 'INP', value: 0, entries: [] }))).toEqual({});
  });
});
