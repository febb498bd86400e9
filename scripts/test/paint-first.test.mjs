// The loader a rendered page starts its scripts with: run in a small fake browser, it requests
// nothing before the first contentful paint, then the manifest, the preloads and the scripts in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { startScriptsAfterFirstPaint } from '../lib/paint-first.mjs';

const html =
  '<html><head><title>x</title><script defer src=/react-dom.1.js></script><script defer src=/main.1.js></script>' +
  '<link rel=preload href=/202.1.js as=script><link rel=preload href=/font.woff2 as=font crossorigin>' +
  '<script>(window.__LINX_EARLY_FETCH__=window.__LINX_EARLY_FETCH__||{})["http://r/mf-manifest.json"]=fetch("http://r/mf-manifest.json")</script>' +
  '<link rel="preload" as="script" href="http://r/remoteEntry.js"></head><body><div id=root></div></body></html>';

const browser = ({ visibility = 'visible', paintTiming = true } = {}) => {
  const requests = [];
  const observers = [];
  const frames = [];
  const window = {
    fetch: (url) => requests.push(`fetch ${url}`),
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
    run: (code) => vm.runInNewContext(code, window),
    paint: (name) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] })),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    requests,
  };
};

const loaderOf = (composed) => /<script>(\(function\(\)\{.*?)<\/script><\/body>/s.exec(composed)[1];

test('the head keeps its other tags; scripts, script preloads and the early fetch move to the loader', () => {
  const composed = startScriptsAfterFirstPaint(html);
  const head = composed.slice(0, composed.indexOf('</head>'));
  assert.match(head, /<title>x<\/title>/);
  assert.match(head, /as=font/);
  assert.doesNotMatch(head, /script/);
});

test('nothing is requested before the first contentful paint; then everything, scripts in order', () => {
  const page = browser();
  page.run(loaderOf(startScriptsAfterFirstPaint(html)));
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
  hidden.run(loaderOf(startScriptsAfterFirstPaint(html)));
  assert.equal(hidden.requests.length, 5);
  const old = browser({ paintTiming: false });
  old.run(loaderOf(startScriptsAfterFirstPaint(html)));
  assert.equal(old.requests.length, 0);
  old.frame();
  assert.equal(old.requests.length, 5);
});

test('a document without deferred scripts is left as it is', () => {
  const plain = '<html><head><title>x</title></head><body></body></html>';
  assert.equal(startScriptsAfterFirstPaint(plain), plain);
});
