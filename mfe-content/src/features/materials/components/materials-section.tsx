import { AsyncState, Container, messages, Section } from '@linx/shared';
import { materialsCopy } from '../../../content/materials';
import { combineResources } from '../../../sections/combine-resources';
import { useCategories, useMaterials } from '../../../api/hooks';
import { MaterialsCatalogue } from './materials-catalogue';

/** Spinner until materials and categories settle; a failure empties both and shows the message (§4). */
export const MaterialsSection = () => {
  const resource = combineResources(useMaterials(), useCategories());
  return (
    <Section $tone="soft" aria-labelledby="materials-list-title">
      <Container>
        <h2 id="materials-list-title" className="visually-hidden">
          {materialsCopy.listHeading}
        </h2>
        <AsyncState
          resource={resource}
          emptyMessage={messages.empty.materials}
          isEmpty={([materials]) => materials.length === 0}
        >
          {([materials, categories]) => <MaterialsCatalogue materials={materials} categories={categories} />}
        </AsyncState>
      </Container>
    </Section>
  );
};
