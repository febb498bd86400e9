import { cmsCalls, fakeCmsPerTest, renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { strapiPage } from '../../testing/strapi-page';
import { SectionsPageContent } from './sections-page-content';

const cms = fakeCmsPerTest();

// Each section view's code comes as a chunk over the network, as in a browser (jest's own imports resolve at once).
jest.mock('../../sections/section-views.generated', () => {
  const { SECTION_VIEWS } = jest.requireActual('../../sections/section-views.generated');
  const overNetwork = (load: () => Promise<unknown>) => () =>
    new Promise((arrived) => setTimeout(arrived, 20)).then(load);
  return {
    SECTION_VIEWS: Object.fromEntries(
      Object.entries(SECTION_VIEWS as Record<string, () => Promise<unknown>>).map(([type, load]) => [
        type,
        overNetwork(load),
      ]),
    ),
  };
});

interface Screen {
  h1: number;
  /** Sections waiting for their view's code (section-boundary.tsx). */
  sectionsWaiting: number;
  /** Parts loaded on demand waiting apart for their code (views-on-demand.tsx): cards, a chat, a video, … */
  partsWaiting: number;
  /** Carousels drawn (the platform's `Carousel`, whose code is a chunk of its own). */
  carousels: number;
  loading: boolean;
}

/** Every screen the page shows, noted after each change of the DOM. */
const watchScreens = () => {
  const screens: Screen[] = [];
  const note = () =>
    screens.push({
      h1: document.querySelectorAll('h1').length,
      sectionsWaiting: document.querySelectorAll('div[data-section-loading]').length,
      partsWaiting: document.querySelectorAll('span[data-section-loading]').length,
      carousels: document.querySelectorAll('[aria-roledescription="carrusel"]').length,
      loading: [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.includes('Cargando'),
      ),
    });
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { screens, stop: () => observer.disconnect() };
};

// This file's module registry is its own: no section view's code is loaded before its test. The test imports every
// section's code (3–4 s alone, twice that beside other suites), hence its own time limit.
describe('SectionsPageContent, rendered in the browser', () => {
  jest.setTimeout(30_000);

  it('goes from the loading state to the whole page at once: never a page holding only some of its sections, or a section without its carousel, cards or chat', async () => {
    await cms.start({ [cmsCalls.page.replace(':path', 'campanas/retail-2027')]: [strapiPage()] });
    const watch = watchScreens();
    renderWithProviders(<SectionsPageContent path="campanas/retail-2027" />);
    await screen.findByRole('heading', { level: 1, name: 'Pantallas que venden' });
    watch.stop();

    expect(watch.screens.length).toBeGreaterThan(1);
    // The services', the cases' and the partners' carousels, drawn with the page's first screen.
    const pageScreens = watch.screens.filter((seen) => seen.h1 === 1);
    expect(pageScreens[0]?.carousels).toBe(3);
    for (const seen of watch.screens) {
      expect(seen.h1 === 1 || seen.loading).toBe(true);
      expect(seen.sectionsWaiting).toBe(0);
      expect(seen.partsWaiting).toBe(0);
      if (seen.h1 === 1) expect(seen.carousels).toBe(3);
    }
  });
});
