// Test helpers every app's tests use; a remote's helpers for its own data live in its src/testing/.
export { renderWithProviders, locationRef, type RenderWithProvidersOptions } from './render';
export { startFakeServer, startFakeCms, type FakeServer, type FakeRoute, type FakeResponse } from './fake-server';
export { fakeCmsPerTest, type CmsAnswers } from './fake-cms-per-test';
export { cmsCalls, strapiImage, strapiFile, type StrapiImageOptions } from './strapi-media';
export { describePageLoaders } from './page-loaders';
export { carouselLoaded } from './lazy-parts';
export { arriveAsRenderedHtml } from './page-of-html';
