import { EmptyMessage, Grid, messages } from '@linx/shared';
import { useState } from 'react';
import { ALL_MATERIALS_ID, filterMaterials, materialCategoryOptions } from '../filter-materials';
import type { Category, Material } from '../../../api/types';
import { MaterialCard } from './material-card';
import { MaterialsToolbar } from './materials-toolbar';

export interface MaterialsCatalogueProps {
  materials: readonly Material[];
  categories: readonly Category[];
}

/** Filter, search and the two-column grid of briefs. */
export const MaterialsCatalogue = ({ materials, categories }: MaterialsCatalogueProps) => {
  const [categoryId, setCategoryId] = useState(ALL_MATERIALS_ID);
  const [query, setQuery] = useState('');
  const visible = filterMaterials(materials, categories, { categoryId, query });
  return (
    <>
      <MaterialsToolbar
        options={materialCategoryOptions(categories)}
        categoryId={categoryId}
        onCategory={setCategoryId}
        query={query}
        onQuery={setQuery}
        resultCount={visible.length}
      />
      {visible.length === 0 ? (
        <EmptyMessage role="status">{messages.empty.materials}</EmptyMessage>
      ) : (
        <Grid $columns={2}>
          {visible.map((material) => (
            <MaterialCard key={material.id} material={material} />
          ))}
        </Grid>
      )}
    </>
  );
};
