export { renderWithProviders, locationRef, type RenderWithProvidersOptions } from './render';
export { startFakeServer, startFakeCms, type FakeServer, type FakeRoute, type FakeResponse } from './fake-server';
export { fakeCmsPerTest, type CmsAnswers } from './fake-cms-per-test';
export { cmsCalls, strapiImage, strapiFile, type StrapiImageOptions } from './strapi-media';
export { strapiPage, cmsPageFixture } from './strapi-page';
export { strapiPageFromSeed, type SeedPage } from './seeded-page';
export { describePageLoaders } from './page-loaders';
export { toCmsPage } from '../api/cms/page-mappers';
