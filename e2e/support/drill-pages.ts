import { expect, type Page } from '@playwright/test';
import { untilInteractive } from './test';

/** The five remotes: their folders and the variables that move them (scripts/lib/apps.mjs). */
export const remoteApps = {
  marketing: { folder: 'mfe-marketing', portEnv: 'MARKETING_PORT' },
  catalogue: { folder: 'mfe-catalogue', portEnv: 'CATALOGUE_PORT' },
  content: { folder: 'mfe-content', portEnv: 'CONTENT_PORT' },
  contact: { folder: 'mfe-contact', portEnv: 'CONTACT_PORT' },
  internal: { folder: 'mfe-internal', portEnv: 'INTERNAL_PORT' },
} as const;

export type RemoteName = keyof typeof remoteApps;

export const FALLBACK_TITLE = 'Esta sección no está disponible en este momento';

/**
 * One page of each remote, with its own h1 and a piece of its own content: what proves the page
 * itself is on screen (the fallback has an h1 too, and the header and footer are always there).
 */
export const remotePages: Record<
  RemoteName,
  { path: string; h1: RegExp; ownContent: (page: Page) => ReturnType<Page['getByRole']> }
> = {
  marketing: {
    path: '/',
    h1: /^Creamos vínculos entre/,
    ownContent: (page) => page.getByRole('main').getByRole('button', { name: 'Pausar frases del titular' }),
  },
  catalogue: {
    path: '/productos',
    h1: /^Catálogo de Productos$/,
    ownContent: (page) => page.getByRole('main').getByRole('searchbox', { name: 'Buscar productos' }),
  },
  content: {
    path: '/blog',
    h1: /^Blog LINX$/,
    ownContent: (page) => page.getByRole('main').getByRole('group', { name: 'Filtrar artículos por categoría' }),
  },
  contact: {
    path: '/contacto',
    h1: /^Contáctanos$/,
    ownContent: (page) => page.getByRole('main').getByRole('button', { name: 'Enviar Mensaje' }),
  },
  internal: {
    path: '/sobre-nosotros/firmas',
    h1: /^Generador de Firmas de Correo$/,
    ownContent: (page) => page.getByRole('main').getByRole('button', { name: 'Copiar código HTML' }),
  },
};

/** The remote's own page: its h1 (the only one) and its own content, no fallback. */
export const expectOwnPage = async (page: Page, remote: RemoteName): Promise<void> => {
  const own = remotePages[remote];
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(own.h1);
  await expect(own.ownContent(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
};

/** The Spanish fallback with "Reintentar", alone in main, inside the header and footer. */
export const expectFallback = async (page: Page): Promise<void> => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
};

/**
 * A navigation inside the running app, as a visitor makes it: a click on the footer's link to
 * `path` when there is one; otherwise (the signature builder has no link) the router is moved like
 * the Back button moves it (history entry + popstate). Never a page load (checked).
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await untilInteractive(page);
  await markDocument(page);
  const link = page.getByRole('contentinfo').locator(`a[href="${path}"]`).first();
  if ((await link.count()) > 0) {
    await link.click();
  } else {
    await page.evaluate((target) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: 'drill', idx }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
  }
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expectSameDocument(page);
};

/** Marks the document; `expectSameDocument` then proves no reload happened since. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { __drillDocument?: boolean }).__drillDocument = true;
  });
export const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as Window & { __drillDocument?: boolean }).__drillDocument)).toBe(true);
