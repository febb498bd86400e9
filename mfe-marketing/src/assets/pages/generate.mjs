// Regenerates the page illustrations: `node src/assets/pages/generate.mjs` (from mfe-marketing).
// The drawings live in the suite's tools folder (tools/svg), shared with the CMS seed media. Team
// photos, partner and client logos and the podcast thumbnail are CMS media now
// (cms/scripts/generate-media.mjs).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as home from '../../../../tools/svg/scenes-home.mjs';
import * as pages from '../../../../tools/svg/scenes-pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = (name, svg) => writeFileSync(join(here, name), svg);

out('home-hero.svg', home.homeHero());
out('service-signage.svg', home.slideSignage());
out('service-content.svg', home.slideContent());
out('service-lift.svg', home.slideLift());
out('service-audience.svg', home.slideAudience());
out('service-assistant.svg', home.slideAssistant());
out('pos-intelligence.svg', home.posIntelligence());
out('automation.svg', home.automation());
out('product-audience.svg', home.productAudience());
out('product-lift.svg', home.productLift());
out('product-cloud.svg', home.productCloud());
out('product-assistant.svg', home.productAssistant());

out('experience-hero.svg', pages.experienceHero());
out('experience-in-store.svg', pages.inStore());
out('experience-out-store.svg', pages.outStore());
out('experience-integral.svg', pages.integral());
out('productivity-hero.svg', pages.productivityHero());
out('about-banner.svg', pages.aboutBanner());
