import { paths, Seo } from '@linx/shared';
import { materialsCopy } from '../content/materials';
import materialsArt from '../features/common/illustrations/materials-hero.svg';
import { PageHero } from '../features/common/page-hero';
import { MaterialsSection } from '../features/materials/components/materials-section';

const MaterialsPage = () => (
  <>
    <Seo
      title={materialsCopy.seo.title}
      description={materialsCopy.seo.description}
      keywords={materialsCopy.seo.keywords}
      path={paths.materials}
    />
    <PageHero
      eyebrow={materialsCopy.hero.eyebrow}
      title={materialsCopy.hero.title}
      lead={materialsCopy.hero.lead}
      art={materialsArt}
    />
    <MaterialsSection />
  </>
);

export default MaterialsPage;
