import { expect, type Page } from '@playwright/test';

/** The page frame is present: header navigation, main content and footer. */
export const expectSiteFrame = async (page: Page): Promise<void> => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
};
