import { expect, type Page } from '@playwright/test';

/** The page frame is present: header navigation, main content and footer. */
export const expectSiteFrame = async (page: Page): Promise<void> => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
};

/** Remote JS files the page fetched, by origin port, from the responses seen so far. */
export const collectScriptUrls = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
};
