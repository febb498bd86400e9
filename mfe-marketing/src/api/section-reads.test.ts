import { cmsCall } from '@linx/shared';
import { SECTION_READS } from './section-reads';

// The CMS brings each collection a section shows with the page read (cms/src/utils/section-collections.js);
// the site records its entries by the model of the call named here. Both lists must name the same.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's module is CommonJS
const { SECTION_COLLECTIONS } = require('../../../cms/src/utils/section-collections.js') as {
  SECTION_COLLECTIONS: Record<string, { read: string; uid: string }>;
};

describe('the collections sections show', () => {
  it('are the same on the site and in the CMS, each read by a call of its own model', () => {
    expect(
      Object.fromEntries(Object.entries(SECTION_COLLECTIONS).map(([component, { read }]) => [component, read])),
    ).toEqual(SECTION_READS);
    for (const [component, { uid }] of Object.entries(SECTION_COLLECTIONS)) {
      expect(uid).toBe(`api::${cmsCall(SECTION_READS[component]).model}.${cmsCall(SECTION_READS[component]).model}`);
    }
  });
});
