import { contactFormPath } from '@linx/shared';
import { locationRef } from '@linx/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Texts of the page's section headings (h2), in document order. */
export const sectionTitles = (): string[] =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');

/** The section (region) named by its h2. */
export const sectionNamed = (title: string | RegExp): HTMLElement => screen.getByRole('region', { name: title });

/** Clicks a consultancy button and checks it lands on the contact form (docs/decisions.md 4). */
export const expectConsultancy = (button: HTMLElement): void => {
  fireEvent.click(button);
  expect(`${locationRef.current?.pathname}${locationRef.current?.hash}`).toBe(contactFormPath);
};

/** The only h1 of the page. */
export const pageTitle = (): HTMLElement => {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0];
};

export const inSection = (title: string | RegExp) => within(sectionNamed(title));

/** Once every section of the page is drawn: the sections whose code loads on demand too (section-registry). */
export const sectionsLoaded = (): Promise<void> =>
  waitFor(() => expect(document.querySelector('[data-section-loading]')).toBeNull());
