import { cmsCall } from '@linx/shared';
import { SECTION_DESCRIPTORS } from './section-descriptors.generated';
import { SECTION_VIEWS } from './section-views.generated';

// The CMS brings each collection a section shows with the page read (cms/src/utils/section-collections.js);
// the site records its entries by the model of the call its descriptor names (`read`). Both must name the same.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's module is CommonJS
const { SECTION_COLLECTIONS } = require('../../../cms/src/utils/section-collections.js') as {
  SECTION_COLLECTIONS: Record<string, { read: string; uid: string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's schema, as the CMS reads it
const pageSchema = require('../../../cms/src/api/page/content-types/page/schema.json') as {
  attributes: { sections: { components: string[] } };
};

describe('the section descriptors', () => {
  it('describe every component of the page’s dynamic zone, in its order, each with a view', () => {
    expect(SECTION_DESCRIPTORS.map((descriptor) => descriptor.component)).toEqual(
      pageSchema.attributes.sections.components,
    );
    expect(Object.keys(SECTION_VIEWS).map((type) => `sections.${type}`)).toEqual(
      pageSchema.attributes.sections.components,
    );
  });

  it('name the collections the CMS brings inside their sections, each read by a call of its own model', () => {
    const reads = Object.fromEntries(
      SECTION_DESCRIPTORS.flatMap((descriptor) =>
        'read' in descriptor && descriptor.read ? [[descriptor.component, descriptor.read]] : [],
      ),
    );
    expect(
      Object.fromEntries(Object.entries(SECTION_COLLECTIONS).map(([component, { read }]) => [component, read])),
    ).toEqual(reads);
    for (const [component, { uid }] of Object.entries(SECTION_COLLECTIONS)) {
      const { model } = cmsCall(reads[component]);
      expect(uid).toBe(`api::${model}.${model}`);
    }
  });
});
