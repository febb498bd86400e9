import { expect, test, type Page } from '../support/test';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

/**
 * With prefers-reduced-motion: reduce nothing on a page moves by itself (issue 16): rotating phrase,
 * satisfaction indicator, carousels, chat mock-ups and videos stay still. Each page arrives as HTML
 * rendered with motion assumed and hydrates; the check starts once the page runs with the visitor's
 * preference, then lets a few autoplay intervals pass (the page's clock, fast-forwarded) and a real
 * second and a half for the videos. A video must never have started, not even before hydration.
 */

/** What would move on a page, as text: the same value before and after the wait means it stood still. */
interface Motion {
  phrase: string | null;
  indicator: string | null;
  carousels: Record<string, string>;
  chats: Record<string, number>;
  videos: Array<{ paused: boolean; currentTime: number }>;
  /** Media elements that fired `play` at any time since the HTML arrived. */
  played: number;
}

const readMotion = (page: Page): Promise<Motion> =>
  page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const carousels: Record<string, string> = {};
    for (const region of main.querySelectorAll('[aria-roledescription="carrusel"]')) {
      const current = region.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? '';
      const active = region.querySelector('[data-active="true"]')?.getAttribute('aria-label') ?? '';
      carousels[region.getAttribute('aria-label') ?? ''] = `${current} | ${active}`;
    }
    const chats: Record<string, number> = {};
    for (const list of main.querySelectorAll('ol[aria-label^="Mensajes con"]')) {
      chats[list.getAttribute('aria-label') ?? ''] = list.querySelectorAll('li:not([aria-hidden])').length;
    }
    return {
      phrase: main.querySelector('h1 [aria-live]')?.textContent ?? null,
      indicator: main.querySelector('[data-testid="indicator-state"]')?.textContent ?? null,
      carousels,
      chats,
      videos: [...main.querySelectorAll('video')].map((video) => ({
        paused: video.paused,
        currentTime: video.currentTime,
      })),
      played: (window as unknown as { __played: number }).__played,
    };
  });

interface MotionPage {
  path: string;
  /** The page's own h1, so a fallback page never passes. */
  h1: RegExp;
  /** Longest autoplay interval on the page (ms); three of them pass while watching. */
  interval: number;
  phrase?: boolean;
  indicator?: boolean;
  carousels?: string[];
  chats?: number;
  videos?: number;
}

const pages: MotionPage[] = [
  { path: '/', h1: /Creamos vínculos entre/, interval: 5000, phrase: true, carousels: ['Servicios de LINX'] },
  { path: '/experiencia-cliente', h1: /Conecta con tu audiencia/, interval: 3000, indicator: true },
  { path: '/sobre-nosotros', h1: /Transformamos Ideas en Realidad/, interval: 3000, carousels: ['Partners de LINX'] },
  {
    path: '/servicios/senalizacion-digital',
    h1: /Señalización digital/,
    interval: 5000,
    carousels: ['Implementaciones de señalización digital'],
    videos: 1,
  },
  { path: '/servicios/medicion-audiencia', h1: /Medición de audiencia/, interval: 1000, videos: 1 },
  { path: '/servicios/seo', h1: /Posiciona tu Negocio en Google/, interval: 1000, videos: 1 },
  { path: '/servicios/asistente-ia', h1: /LIA/, interval: 1600, chats: 1 },
  { path: '/servicios/comunicaciones-internas', h1: /Comunicación interna/, interval: 1600, chats: 1 },
];

/** Counts `play` events of any media element from the first byte of the page on. */
const watchPlays = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { __played: number };
    state.__played = 0;
    document.addEventListener('play', () => (state.__played += 1), true);
  });

/** The elements whose text or count readMotion compares. */
const MOVING_PARTS =
  'main h1 [aria-live], main [data-testid="indicator-state"], main [aria-roledescription="carrusel"], main ol[aria-label^="Mensajes con"]';

/** Opens a page rendered ahead of time; `goto` returns once React has hydrated it. */
const openHydrated = async (page: Page, { path, h1 }: MotionPage) => {
  const response = await page.goto(path);
  expect(await response?.text(), 'the page arrives rendered ahead of time').toContain(
    `id="${renderProtocol.elements.state}"`,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
  // A section hydrates when it comes near the screen, and what moves may be a part loaded on demand, hydrated
  // after the rest of its section: each part is brought on screen, and watched once React owns it (polled from
  // here: the page's own timers and frames are the test's fake clock).
  for (const part of await page.locator(MOVING_PARTS).all()) await part.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].every((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          ),
        MOVING_PARTS,
      ),
    )
    .toBe(true);
};

const expectShape = (motion: Motion, spec: MotionPage) => {
  expect(motion.phrase !== null, 'rotating phrase').toBe(Boolean(spec.phrase));
  expect(motion.indicator !== null, 'satisfaction indicator').toBe(Boolean(spec.indicator));
  for (const label of spec.carousels ?? []) expect(Object.keys(motion.carousels)).toContain(label);
  expect(Object.keys(motion.chats), 'chat mock-ups').toHaveLength(spec.chats ?? 0);
  expect(motion.videos.length, 'videos').toBeGreaterThanOrEqual(spec.videos ?? 0);
};

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  for (const spec of pages) {
    test(`${spec.path}: nothing moves by itself`, async ({ page }) => {
      await watchPlays(page);
      await page.clock.install();
      await openHydrated(page, spec);
      const main = page.getByRole('main');
      // Running with the visitor's preference: every timer offers to resume, no chat is still typing.
      await expect(main.getByRole('button', { name: /^Pausar/ })).toHaveCount(0);
      if (spec.chats) {
        await expect(main.getByRole('button', { name: /conversación$/ })).toHaveCount(0);
      }
      // Lazy media below the fold: scroll through the page so nothing waits for being seen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const before = await readMotion(page);
      expectShape(before, spec);

      // Watched every second of page time (a rotation of three would be back at its start after three).
      for (let elapsed = 0; elapsed < spec.interval * 3 + 500; elapsed += 1000) {
        await page.clock.runFor(1000);
        expect(await readMotion(page), `after ${elapsed + 1000} ms`).toEqual(before);
      }
      await page.waitForTimeout(1500);
      const after = await readMotion(page);

      expect(after).toEqual(before);
      expect(after.played, 'no video ever started').toBe(0);
      for (const video of after.videos) expect(video).toEqual({ paused: true, currentTime: 0 });
      await expect(main.getByRole('button', { name: 'Reproducir video' })).toHaveCount(after.videos.length);
    });
  }
});

test.describe('the same watch sees motion when motion is allowed', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } });

  for (const spec of pages.filter((page) => page.phrase || page.indicator || page.carousels || page.chats)) {
    test(`${spec.path}: its timers move`, async ({ page }) => {
      await watchPlays(page);
      await page.clock.install();
      await openHydrated(page, spec);
      const before = await readMotion(page);
      expectShape(before, spec);
      // One tick of the slowest timer on the page.
      await page.clock.runFor(spec.interval + 500);
      const after = await readMotion(page);
      if (spec.phrase) expect(after.phrase).not.toBe(before.phrase);
      if (spec.indicator) expect(after.indicator).not.toBe(before.indicator);
      for (const label of spec.carousels ?? []) expect(after.carousels[label]).not.toBe(before.carousels[label]);
      for (const label of Object.keys(before.chats)) {
        expect(after.chats[label]).toBeGreaterThan(before.chats[label]);
      }
    });
  }
});
