import { expect, type Page } from '@playwright/test';

/** What the visitor had on screen at one moment: the page frame, the h1s, a loading state. */
export interface Screen {
  /** Milliseconds since the document started. */
  at: number;
  h1: string[];
  mains: number;
  /** The shell's own HTML before its script rendered (a page not rendered ahead of time): its header bar only. */
  booting: boolean;
  header: boolean;
  footer: boolean;
  loading: boolean;
}

declare global {
  interface Window {
    __drillScreens?: Screen[];
  }
}

/**
 * Records every screen a visitor sees, from the parsed HTML on: a MutationObserver notes each
 * change of the page's h1s, frame and loading state. Uncaught errors are collected as well.
 */
export const watchScreens = async (page: Page) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.addInitScript(() => {
    const screens: Screen[] = (window.__drillScreens = []);
    const note = () => {
      const main = document.querySelector('main');
      const screen: Screen = {
        at: Math.round(performance.now()),
        h1: Array.from(document.querySelectorAll('h1'), (h1) => (h1.textContent ?? '').trim()),
        mains: document.querySelectorAll('main').length,
        booting: main === null && document.querySelector('#root > .boot-header') !== null,
        header: document.querySelector('header') !== null,
        footer: document.querySelector('footer') !== null,
        loading: Array.from(main?.querySelectorAll('[role="status"]') ?? []).some((status) =>
          (status.textContent ?? '').includes('Cargando'),
        ),
      };
      const last = screens.at(-1);
      if (!last || JSON.stringify({ ...last, at: 0 }) !== JSON.stringify({ ...screen, at: 0 })) screens.push(screen);
    };
    const observer = new MutationObserver(() => {
      if (document.readyState !== 'loading') note();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', note);
  });
  return {
    /** Uncaught errors (`pageerror`) so far, on every document of the page. */
    uncaught,
    /** The screens of the current document. */
    screens: async (): Promise<Screen[]> => page.evaluate(() => window.__drillScreens ?? []),
  };
};

/** The h1s in the order a visitor saw them, with `…` for a loading state without one. */
export const h1Sequence = (screens: Screen[]): string[] =>
  screens
    .filter((screen) => !screen.booting)
    .map((screen) => (screen.h1.length > 0 ? screen.h1.join(' + ') : screen.loading ? '…' : '(nada)'))
    .filter((entry, index, all) => entry !== all[index - 1]);

/**
 * Never a blank or doubled page: on every screen the header and footer are there, one main, at
 * most one h1, and the main holds either a heading or the loading state. Only the first screens of
 * a page that was not rendered ahead of time may be the shell's HTML alone (its header bar is
 * painted by CSS until the script renders the page); once a page is on screen it never goes blank.
 */
export const expectNeverBlankOrDoubled = (screens: Screen[]): void => {
  expect(screens.length, 'screens recorded').toBeGreaterThan(0);
  const firstContent = screens.findIndex((screen) => !screen.booting);
  expect(firstContent, 'the page rendered').toBeGreaterThanOrEqual(0);
  for (const screen of screens.slice(firstContent)) {
    const seen = JSON.stringify(screen);
    expect(screen.header && screen.footer, `header and footer on ${seen}`).toBe(true);
    expect(screen.mains, `one main on ${seen}`).toBe(1);
    expect(screen.h1.length, `at most one h1 on ${seen}`).toBeLessThanOrEqual(1);
    expect(screen.h1.length === 1 || screen.loading, `a heading or a loading state on ${seen}`).toBe(true);
  }
};
