// The page starter on a rendered page (paint-first.mjs puts it there): run in a small fake browser,
// it requests nothing before the first contentful paint, then the manifest, the preloads and the
// scripts in order. Its code is the same for every page; what it requests comes from the JSON block
// before it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { PAGE_STARTER_SCRIPT } from '../lib/page-starter.mjs';
import { startScriptsAfterFirstPaint } from '../lib/paint-first.mjs';

const html =
  '<html><head><title>x</title><script defer src=/react-dom.1.js></script><script defer src=/main.1.js></script>' +
  '<link rel=preload href=/202.1.js as=script><link rel=preload href=/font.woff2 as=font crossorigin>' +
  '</head><body><div id=root></div></body></html>';
/** The remote's files the page named at render time (page-document.mjs passes them). */
const remote = { fetches: ['http://r/mf-manifest.json'], preloads: ['http://r/remoteEntry.js'] };
const compose = (page = html, files = remote) => startScriptsAfterFirstPaint(page, files);

const browser = ({ visibility = 'visible', paintTiming = true } = {}) => {
  const requests = [];
  const observers = [];
  const frames = [];
  const window = {
    fetch: (url) => {
      requests.push(`fetch ${url}`);
      return Promise.resolve({ ok: true });
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => callback(),
    PerformanceObserver: Object.assign(
      function PerformanceObserver(callback) {
        this.observe = () => observers.push(callback);
      },
      { supportedEntryTypes: paintTiming ? ['paint', 'navigation'] : ['navigation'] },
    ),
    document: {
      visibilityState: visibility,
      createElement: (tag) => ({ tag }),
      head: {
        appendChild: (element) =>
          requests.push(
            element.tag === 'link' ? `${element.rel} ${element.href}` : `script ${element.src} async=${element.async}`,
          ),
      },
    },
  };
  window.window = window;
  return {
    /** Runs the loader as the browser would: `document.currentScript` follows its JSON block. */
    run: ({ data, code }) => {
      window.document.currentScript = { previousElementSibling: { textContent: data } };
      vm.runInNewContext(code, window);
      window.document.currentScript = null;
    },
    paint: (name) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] })),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    requests,
  };
};

/** The loader's JSON block and code: the last two elements of the body. */
const loaderOf = (composed) => {
  const [, data, code] =
    /<script type="application\/json" id="linx-page-starter">([^<]*)<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(
      composed,
    );
  return { data, code };
};

test("the head keeps its other tags; the shell's scripts and script preloads move to the loader", () => {
  const composed = compose();
  const head = composed.slice(0, composed.indexOf('</head>'));
  assert.match(head, /<title>x<\/title>/);
  assert.match(head, /as=font/);
  assert.doesNotMatch(head, /script/);
});

test('nothing is requested before the first contentful paint; then everything, scripts in order', () => {
  const page = browser();
  page.run(loaderOf(compose()));
  page.paint('first-paint');
  assert.deepEqual(page.requests, []);
  page.paint('first-contentful-paint');
  page.paint('first-contentful-paint');
  assert.deepEqual(page.requests, [
    'fetch http://r/mf-manifest.json',
    'preload /202.1.js',
    'preload http://r/remoteEntry.js',
    'script /react-dom.1.js async=false',
    'script /main.1.js async=false',
  ]);
});

test('a hidden tab starts at once; a browser without paint timing after the first frame', () => {
  const hidden = browser({ visibility: 'hidden' });
  hidden.run(loaderOf(compose()));
  assert.equal(hidden.requests.length, 5);
  const old = browser({ paintTiming: false });
  old.run(loaderOf(compose()));
  assert.equal(old.requests.length, 0);
  old.frame();
  assert.equal(old.requests.length, 5);
});

test('the loader is the same code for every page: the page differs in its JSON block only', () => {
  const other = html.replaceAll('/main.1.js', '/main.2.js');
  const [one, two] = [
    compose(),
    compose(other, { fetches: ['http://s/mf-manifest.json'], preloads: ['http://s/remoteEntry.js'] }),
  ].map(loaderOf);
  assert.equal(one.code, PAGE_STARTER_SCRIPT);
  assert.equal(two.code, PAGE_STARTER_SCRIPT);
  assert.notEqual(one.data, two.data);
});

test('without remote files (a page of no remote) only the shell starts', () => {
  const page = browser({ visibility: 'hidden' });
  page.run(loaderOf(compose(html, {})));
  assert.deepEqual(page.requests, [
    'preload /202.1.js',
    'script /react-dom.1.js async=false',
    'script /main.1.js async=false',
  ]);
});

test('a document without deferred scripts is left as it is', () => {
  const plain = '<html><head><title>x</title></head><body></body></html>';
  assert.equal(compose(plain), plain);
});
