// Regenerates the illustrations of the pages built in the CMS: `node tools/svg/generate-page-media.mjs`.
// They are seed media of the CMS (cms/src/seed/uploads/pages); team photos, partner and client logos and
// the podcast thumbnail are CMS media too (cms/scripts/generate-media.mjs).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as home from './scenes-home.mjs';
import * as pages from './scenes-pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cmsPages = join(here, '../../cms/src/seed/uploads/pages');
const outCms = (name, svg) => writeFileSync(join(cmsPages, name), svg);

outCms('home-hero.svg', home.homeHero());
outCms('service-signage.svg', home.slideSignage());
outCms('service-content.svg', home.slideContent());
outCms('service-lift.svg', home.slideLift());
outCms('service-audience.svg', home.slideAudience());
outCms('service-assistant.svg', home.slideAssistant());
outCms('pos-intelligence.svg', home.posIntelligence());
outCms('automation.svg', home.automation());
outCms('product-audience.svg', home.productAudience());
outCms('product-lift.svg', home.productLift());
outCms('product-cloud.svg', home.productCloud());
outCms('product-assistant.svg', home.productAssistant());

outCms('experience-hero.svg', pages.experienceHero());
outCms('experience-in-store.svg', pages.inStore());
outCms('experience-out-store.svg', pages.outStore());
outCms('experience-integral.svg', pages.integral());
outCms('productivity-hero.svg', pages.productivityHero());
outCms('about-banner.svg', pages.aboutBanner());
