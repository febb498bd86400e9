// Regenerates the page illustrations: `node src/assets/pages/generate.mjs` (from mfe-marketing).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as home from './scenes-home.mjs';
import * as pages from './scenes-pages.mjs';
import { clients, partners } from './scenes-logos.mjs';

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
out('podcast-episode-1.svg', pages.podcastThumbnail());

const team = [
  ['team-valentina-soto', '#1F6FEB', '#EAF2FE', '#3B2418', '#F2C7A5', true],
  ['team-rodrigo-munoz', '#0B1B34', '#FFF1E8', '#1B1B1B', '#E8B58F', false],
  ['team-camila-herrera', '#FF6A13', '#EAF2FE', '#6B3A1E', '#F5D0B5', true],
  ['team-felipe-araya', '#16305C', '#F4F6FA', '#2B2B2B', '#D9A47E', false],
  ['team-javiera-pinto', '#1F6FEB', '#FFF1E8', '#1B1B1B', '#E8B58F', true],
  ['team-tomas-riquelme', '#FF6A13', '#F4F6FA', '#4A2C1A', '#F2C7A5', false],
];
team.forEach(([name, ...rest]) =>
  out(`${name}.svg`, pages.avatar(name.replace('team-', '').replace('-', ' '), ...rest)),
);

Object.entries(clients).forEach(([name, draw]) => out(`${name}.svg`, draw()));
Object.entries(partners).forEach(([name, draw]) => out(`${name}.svg`, draw()));
