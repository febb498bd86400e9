import { cmsRead, PageHero, type PageLoader, paths, Seo, useMaterials } from '@linx/shared';
import { materialNodes } from '@linx/shared/structured-data';
import { materialsCopy } from '../content/materials';
import materialsArt from '../assets/illustrations/materials-hero.svg';
import { HeroArt } from '../sections/hero-art';
import { MaterialsSection } from '../features/materials/components/materials-section';

const MaterialsPage = () => {
  const nodes = materialNodes(useMaterials().data ?? []);
  return (
    <>
      <Seo
        structuredData={{ kind: 'CollectionPage', nodes }}
        title={materialsCopy.seo.title}
        description={materialsCopy.seo.description}
        keywords={materialsCopy.seo.keywords}
        path={paths.materials}
      />
      <PageHero
        size="compact"
        eyebrow={materialsCopy.hero.eyebrow}
        title={materialsCopy.hero.title}
        lead={materialsCopy.hero.lead}
        media={<HeroArt src={materialsArt} />}
        hideMediaOnMobile
      />
      <MaterialsSection />
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.materials(), cmsRead.categories()];

export default MaterialsPage;
