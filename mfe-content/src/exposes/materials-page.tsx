import { type PageLoader, paths } from '@linx/shared';
import materialsArt from '../assets/illustrations/materials-hero.svg';
import { materialsCopy } from '../content/materials';
import { MaterialsSection } from '../features/materials/components/materials-section';
import { ListingHead } from '../sections/listing-head';
import { useMaterials } from '../api/hooks';
import { cmsRead } from '../api/reads';
import { materialNodes } from '../api/structured-data';

const MaterialsPage = () => (
  <>
    <ListingHead
      copy={materialsCopy}
      path={paths.materials}
      art={materialsArt}
      nodes={materialNodes(useMaterials().data ?? [])}
    />
    <MaterialsSection />
  </>
);

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.materials(), cmsRead.categories()];

export default MaterialsPage;
