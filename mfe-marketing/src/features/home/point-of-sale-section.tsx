import { homePointOfSale } from '../../content/home';
import { Illustration } from '../../sections/illustration';
import { SplitMedia } from '../../sections/split-media';

/** Point-of-sale intelligence: sensors and analytics beside a heat-map dashboard. */
export const PointOfSaleSection = () => (
  <SplitMedia
    eyebrow={homePointOfSale.eyebrow}
    title={homePointOfSale.title}
    lead={homePointOfSale.lead}
    bullets={homePointOfSale.bullets}
    actions={homePointOfSale.actions}
    media={<Illustration {...homePointOfSale.image} rounded />}
  />
);
