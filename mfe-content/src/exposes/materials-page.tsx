import { cmsRead, type PageLoader, paths, useMaterials } from '@linx/shared';
import { materialNodes } from '@linx/shared/structured-data';
import materialsArt from '../assets/illustrations/materials-hero.svg';
import { materialsCopy } from '../content/materials';
import { MaterialsSection } from '../features/materials/components/materials-section';
import { ListingHead } from '../sections/listing-head';

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
