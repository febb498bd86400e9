'use strict';

const fs = require('node:fs');
const path = require('node:path');
const teamMembers = require('./data/team-members');
const partners = require('./data/partners');
const clientLogos = require('./data/client-logos');
const podcastEpisodes = require('./data/podcast-episodes');
const { COMPANY_READ_TYPES } = require('../bootstrap/permissions');

/** Seed files put into the Media Library (made by scripts/generate-media.mjs). */
const UPLOADS_DIR = path.join(__dirname, 'uploads');
const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' };

/** Uploads one seed file through Strapi's upload service (formats, dimensions, alt text) and returns its id. */
const uploadSeedFile = async (strapi, relativePath, alternativeText) => {
  const filepath = path.join(UPLOADS_DIR, relativePath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: path.basename(filepath), alternativeText, caption: '' } },
      files: {
        filepath,
        originalFilename: path.basename(filepath),
        mimetype: MIME[path.extname(filepath)],
        size: fs.statSync(filepath).size,
      },
    });
  return file;
};

/** The media the entries point at, uploaded once before the entries are written. */
const uploadAll = async (strapi) => {
  const uploaded = [];
  const upload = async (relativePath, alt) => {
    const file = await uploadSeedFile(strapi, relativePath, alt);
    uploaded.push(file);
    return file.id;
  };
  const media = { team: {}, partners: {}, clients: {}, podcast: {} };
  try {
    for (const m of teamMembers) media.team[m.slug] = await upload(`team/${m.slug}.png`, `Foto de ${m.name}`);
    for (const p of partners) media.partners[p.slug] = await upload(`partners/${p.slug}.svg`, `Logo de ${p.name}`);
    for (const c of clientLogos) media.clients[c.slug] = await upload(`clients/${c.slug}.svg`, `Logo de ${c.name}`);
    for (const e of podcastEpisodes) {
      media.podcast[e.slug] = await upload(`podcast/${e.slug}.jpg`, `Miniatura del episodio «${e.title}»`);
    }
  } catch (error) {
    await removeUploads(strapi, uploaded);
    throw error;
  }
  return { media, uploaded };
};

const removeUploads = async (strapi, files) => {
  for (const file of files) {
    await strapi.plugin('upload').service('upload').remove(file).catch(() => undefined);
  }
};

const writeEntries = async (strapi, media) => {
  const create = (uid, data) => strapi.documents(uid).create({ data, status: 'published' });
  for (const [index, m] of teamMembers.entries()) {
    await create('api::team-member.team-member', {
      name: m.name,
      role: m.role,
      email: m.email,
      quote: m.quote,
      photo: media.team[m.slug],
      profileUrl: null,
      showOnAbout: m.showOnAbout ?? true,
      order: (index + 1) * 10,
    });
  }
  for (const p of partners) {
    await create('api::partner.partner', {
      name: p.name,
      description: p.description,
      logo: media.partners[p.slug],
      url: p.url ?? null,
      width: p.width,
    });
  }
  for (const c of clientLogos) {
    await create('api::client-logo.client-logo', { name: c.name, logo: media.clients[c.slug], width: c.width });
  }
  for (const e of podcastEpisodes) {
    await create('api::podcast-episode.podcast-episode', {
      title: e.title,
      description: e.description,
      duration: e.duration,
      date: e.date,
      image: media.podcast[e.slug],
      youtubeUrl: e.youtubeUrl ?? null,
    });
  }
};

/**
 * Seeds the company content (team roster, partners, client logos, podcast episodes) once, when those
 * types are all empty. Its own flag, apart from the editorial seed's, so a database seeded before these
 * types existed gets them on its next boot, and content editors delete later is never seeded again.
 */
const seedCompanyContent = async (strapi) => {
  const store = strapi.store({ type: 'core', name: 'linx' });
  if (await store.get({ key: 'company-seed' })) return;

  const counts = await Promise.all(COMPANY_READ_TYPES.map((uid) => strapi.db.query(uid).count()));
  if (counts.some((n) => n > 0)) {
    await store.set({ key: 'company-seed', value: { skipped: 'types not empty', at: new Date().toISOString() } });
    return;
  }

  const started = Date.now();
  // Uploads write files as well as rows, so they run before (outside) the transaction of the entries.
  const { media, uploaded } = await uploadAll(strapi);
  try {
    await strapi.db.transaction(async () => {
      await writeEntries(strapi, media);
      await store.set({ key: 'company-seed', value: { seededAt: new Date().toISOString() } });
    });
  } catch (error) {
    await removeUploads(strapi, uploaded);
    strapi.log.error(`[linx] Seeding the company content failed, nothing was written: ${error.message}`);
    throw error;
  }
  strapi.log.info(
    `[linx] Seeded ${teamMembers.length} team members, ${partners.length} partners, ${clientLogos.length} client logos, ` +
      `${podcastEpisodes.length} podcast episode(s) with ${uploaded.length} Media Library files in ${Date.now() - started} ms`,
  );
};

module.exports = { seedCompanyContent };
