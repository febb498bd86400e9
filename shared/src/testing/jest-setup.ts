import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy/waitFor wait for answers of a fake CMS on loopback: 1 s (the default) is too short for a
// page and its lazy parts on a busy 2-core machine running jest's workers side by side.
configure({ asyncUtilTimeout: 5_000 });

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs; carousels, scroll helpers and media queries use them.
const browser = typeof window !== 'undefined';
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
Object.assign(globalThis, {
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
});
if (browser) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  // jsdom plays no media: play() and pause() change `paused` and fire the events a browser fires.
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  };
}

// jsdom has no Fetch API Request; react-router's data router builds one per navigation and only
// reads its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    readonly headers: Record<string, string>;
    constructor(
      input: string | URL,
      init: { method?: string; signal?: AbortSignal; headers?: Record<string, string> } = {},
    ) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
      this.headers = init.headers ?? {};
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}
