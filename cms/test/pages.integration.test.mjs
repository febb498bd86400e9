// Pages built from sections (docs/decisions.md 13), on the real CMS: the `page` type with its dynamic zone of the
// site's sections, read publicly (read-only) by path as the site reads it (shared/src/api/cms/cms-reads.json), with
// drafts kept private; a page at a path another remote owns, a duplicate path, a button to a domain outside the
// allow-list, a link to no page of the site, or a page without its hero first is refused when saved.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR, startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'true',
  CMS_API_CACHE_TTL_MS: '0',
};
const UID = 'api::page.page';
const { calls } = JSON.parse(
  fs.readFileSync(path.join(CMS_DIR, '..', 'shared', 'src', 'api', 'cms', 'cms-reads.json'), 'utf8'),
);
/** The site's read of the page at a path ("/campanas/retail-2027": the route `/*path` names "campanas/retail-2027"). */
const pageRead = (pathname) => `/api${calls.page.path.replace(':path', encodeURIComponent(pathname.slice(1)))}`;

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-pages-'));
const dbFile = path.join(tmpDir, 'data.db');
let cms;
let token;
let imageId;

const admin = async (method, p, body) => {
  const res = await fetch(`${cms.baseUrl}${p}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

const publicGet = async (p) => {
  const res = await fetch(`${cms.baseUrl}${p}`);
  return { status: res.status, body: await res.json() };
};

const hero = (title) => ({
  __component: 'sections.page-hero',
  eyebrow: 'Campaña',
  title,
  lead: 'Pantallas que venden en cada pasillo.',
  image: imageId,
  actions: [{ kind: 'consultancy', variant: 'primary' }],
});
const featureGrid = {
  __component: 'sections.feature-grid',
  title: 'Por qué LINX',
  tone: 'soft',
  columns: 'three',
  iconTone: 'info',
  items: [{ icon: 'Monitor', title: 'Pantallas', description: 'Contenido siempre al día.', bullets: 'Uno\nDos' }],
};
const ctaBand = (target) => ({
  __component: 'sections.cta-band',
  title: '¿Conversamos?',
  anchor: 'contacto-campana',
  actions: [{ kind: 'link', label: 'Escríbenos', target, variant: 'primary' }],
});
const page = (pathname, sections = [hero('Retail 2027'), featureGrid, ctaBand('/contacto#contact-form')]) => ({
  path: pathname,
  title: 'Campaña Retail 2027',
  description: 'Cartelería digital para el retail chileno.',
  noindex: false,
  sections,
});

/** Creates a draft through the admin panel's API; the status and the created document (or the error). */
const createDraft = (data) => admin('POST', `/content-manager/collection-types/${UID}`, data);
const publish = (documentId) =>
  admin('POST', `/content-manager/collection-types/${UID}/${documentId}/actions/publish`, {});

describe(`pages built from sections on ${databaseLabel()}`, { timeout: 300_000 }, () => {
  before(async () => {
    cms = await startCms({ dbFile, env: TEST_ENV, timeoutMs: 240_000 });
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, 'admin login');
    token = (await login.json()).data.token;
    const files = await admin('GET', '/upload/files?filters[mime][$eq]=image/png&pagination[pageSize]=1');
    imageId = (files.body.results ?? files.body)[0]?.id;
    assert.ok(imageId, `a seeded image in the Media Library: ${JSON.stringify(files.body).slice(0, 300)}`);
  });

  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('seeds a published campaign page with Media Library images', async () => {
    const { status, body } = await publicGet(pageRead('/campanas/retail-conectado'));
    assert.equal(status, 200, JSON.stringify(body));
    const [entry] = body.data;
    assert.equal(entry.title, 'Retail conectado');
    assert.equal(entry.sections[0].__component, 'sections.page-hero');
    assert.equal(entry.sections[0].title, 'Tus tiendas, conectadas');
    for (const section of entry.sections.filter((s) => 'image' in s)) {
      assert.match(section.image.url, /^\/uploads\//, section.__component);
      assert.ok(section.image.alternativeText, `${section.__component}: alt text`);
    }
  });

  it('seeds /servicios/cloud with its database logos and /servicios/gestion-contenidos with its plans', async () => {
    const cloud = (await publicGet(pageRead('/servicios/cloud'))).body.data[0];
    const databases = cloud.sections.find((s) => s.__component === 'sections.logo-cards');
    assert.deepEqual(
      databases.items.map((item) => [item.title, item.logo.alternativeText, item.logo.mime]),
      [
        ['Amazon S3', 'Logotipo de Amazon S3', 'image/svg+xml'],
        ['Amazon DynamoDB', 'Logotipo de Amazon DynamoDB', 'image/svg+xml'],
        ['Amazon RDS', 'Logotipo de Amazon RDS', 'image/svg+xml'],
      ],
    );
    const management = (await publicGet(pageRead('/servicios/gestion-contenidos'))).body.data[0];
    const plans = management.sections.find((s) => s.__component === 'sections.plan-cards');
    assert.deepEqual(
      plans.items.map((plan) => [plan.name, plan.featured, plan.badge]),
      [
        ['Cloud Signage LITE', false, null],
        ['Cloud Signage PLUS', true, 'Más completo'],
      ],
    );
    assert.deepEqual([plans.cardAction.kind, plans.cardAction.label], ['consultancy', 'Solicitar información']);
  });

  it('seeds the service pages with a hero video, a hero conversation, a case carousel, a panel and a demo', async () => {
    const read = async (pathname) => (await publicGet(pageRead(pathname))).body.data[0];
    const signage = await read('/servicios/senalizacion-digital');
    const [signageHero] = signage.sections;
    assert.deepEqual(
      signageHero.video.map((file) => file.mime),
      ['video/webm', 'video/mp4'],
    );
    assert.deepEqual([signageHero.poster.mime, signageHero.videoTitle], ['image/png', 'Señalización digital en un videowall y un tótem']);
    const carousel = signage.sections.find((s) => s.__component === 'sections.case-carousel');
    assert.equal(carousel.slides.length, 5);
    assert.ok(carousel.slides.every((slide) => slide.image.url.startsWith('/uploads/') && slide.image.alternativeText));

    const [assistantHero] = (await read('/servicios/asistente-ia')).sections;
    assert.deepEqual([assistantHero.title, assistantHero.subtitle, assistantHero.chat.name], ['LIA', 'Asistente IA', 'LIA']);
    assert.deepEqual(
      assistantHero.chat.messages.map((message) => message.from),
      ['assistant', 'user', 'assistant', 'user', 'assistant', 'user'],
    );

    const comms = await read('/servicios/comunicaciones-internas');
    const panel = comms.sections.find((s) => s.__component === 'sections.dashboard-panel');
    assert.deepEqual(
      panel.groups.map((group) => group.icon),
      ['LayoutTemplate', 'Image', 'Palette'],
    );
    const automation = comms.sections.find((s) => s.__component === 'sections.split-media');
    assert.deepEqual([automation.image, automation.chat.messages.length, automation.groups.length], [null, 5, 3]);

    const audience = await read('/servicios/medicion-audiencia');
    assert.equal(audience.sections.find((s) => s.__component === 'sections.demo').demo, 'audience-dashboard');
  });

  it('refuses a split section with neither an image nor a conversation', async () => {
    const split = { __component: 'sections.split-media', title: 'Sin imagen', tone: 'light', reverse: false };
    const { status, body } = await createDraft(page('/campanas/sin-imagen', [hero('Sin imagen'), split]));
    assert.equal(status, 400, JSON.stringify(body));
    assert.match(body.error.message, /necesita una imagen o una conversación de ejemplo/);
  });

  it('seeds /servicios/seo and reads it by its path alone with every section, part and media, in order', async () => {
    const { status, body } = await publicGet(pageRead('/servicios/seo'));
    assert.equal(status, 200, JSON.stringify(body));
    const [entry] = body.data;
    assert.deepEqual([entry.title, entry.schemaType], ['SEO y SEM', 'Service']);
    assert.deepEqual(
      entry.sections.map((s) => s.__component),
      [
        'sections.page-hero',
        'sections.media-cards',
        'sections.feature-grid',
        'sections.feature-grid',
        'sections.numbered-steps',
        'sections.feature-grid',
        'sections.cta-band',
      ],
    );
    const [hero, cards, platform, , steps, , band] = entry.sections;
    assert.match(hero.image.url, /^\/uploads\/seo_hero/);
    assert.deepEqual([hero.partner.name, hero.partner.logo.alternativeText], ['Rankea Digital', 'Rankea Digital']);
    assert.deepEqual(cards.cardAction, { ...cards.cardAction, kind: 'link', target: '/contacto' });
    const [organic, sem, integral] = cards.items;
    assert.match(organic.image.url, /^\/uploads\//);
    assert.match(integral.image.url, /^\/uploads\//);
    assert.deepEqual(
      sem.video.map((file) => file.mime),
      ['video/webm', 'video/mp4'],
    );
    assert.match(sem.poster.url, /^\/uploads\//);
    assert.equal(sem.videoTitle, 'Conversiones de Google Ads en crecimiento');
    assert.deepEqual(
      platform.items.map((item) => item.icon),
      ['LayoutDashboard', 'CalendarRange', 'Gauge', 'FileBarChart'],
    );
    assert.equal(steps.actions[0].label, 'Conversemos');
    assert.equal(band.anchor, 'contacto-seo');

    // The sitemap's list of paths stays shallow; a deep populate the site never writes is still refused.
    const listing = await publicGet('/api/pages?fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&sort=id:asc');
    assert.equal(listing.status, 200);
    assert.ok(listing.body.data.every((page) => page.sections === undefined));
    assert.equal((await publicGet('/api/pages?populate[sections][populate][items][populate]=*')).status, 400);
  });

  it('a published page reads publicly by path with every section, its __component, items and media', async () => {
    const created = await createDraft(page('/campanas/retail-2027'));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;

    // A draft is not public.
    assert.deepEqual((await publicGet(pageRead('/campanas/retail-2027'))).body.data, []);

    assert.equal((await publish(documentId)).status, 200);
    const { status, body } = await publicGet(pageRead('/campanas/retail-2027'));
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.data.length, 1);
    const [entry] = body.data;
    assert.equal(entry.path, '/campanas/retail-2027');
    assert.equal(entry.title, 'Campaña Retail 2027');
    assert.deepEqual(
      entry.sections.map((s) => s.__component),
      ['sections.page-hero', 'sections.feature-grid', 'sections.cta-band'],
    );
    const [heroSection, grid, band] = entry.sections;
    assert.match(heroSection.image.url, /^\/uploads\//, 'hero image from the Media Library');
    assert.equal(heroSection.actions[0].kind, 'consultancy');
    assert.deepEqual(
      grid.items.map(({ icon, title, bullets }) => ({ icon, title, bullets })),
      [{ icon: 'Monitor', title: 'Pantallas', bullets: 'Uno\nDos' }],
    );
    assert.equal(band.actions[0].target, '/contacto#contact-form');
  });

  it('reads publicly the labels of the pages other pages sit below (their breadcrumbs), path and label alone', async () => {
    const { status, body } = await publicGet(`/api${calls['page-labels'].path}`);
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(
      body.data.map((entry) => [entry.path, entry.label, entry.sections]),
      [
        ['/', 'Inicio', undefined],
        ['/sobre-nosotros', 'Sobre Nosotros', undefined],
      ],
    );
  });

  it('a page lives at any path no page made in code takes, one segment or several', async () => {
    for (const pathname of ['/ofertas-de-verano', '/eventos/2027/feria-retail']) {
      const created = await createDraft(page(pathname));
      assert.equal(created.status, 201, `${pathname}: ${JSON.stringify(created.body)}`);
      assert.equal((await publish(created.body.data.documentId)).status, 200);
      const { body } = await publicGet(pageRead(pathname));
      assert.deepEqual(
        body.data.map((entry) => entry.path),
        [pathname],
      );
    }
  });

  it('the public role reads pages and never writes them', async () => {
    const list = await publicGet(
      '/api/pages?fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&pagination[pageSize]=1000&sort=id:asc',
    );
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.ok(list.body.data.some((p) => p.path === '/campanas/retail-2027'));
    const write = await fetch(`${cms.baseUrl}/api/pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: page('/campanas/anonima') }),
    });
    assert.equal(write.status, 403);
    const [first] = list.body.data;
    const remove = await fetch(`${cms.baseUrl}/api/pages/${first.documentId}`, { method: 'DELETE' });
    assert.equal(remove.status, 403);
    // A populate the site never sends is refused before Strapi runs it.
    assert.equal((await publicGet('/api/pages?populate[sections][populate][items][populate]=*')).status, 400);
  });

  it('refuses a duplicate path', async () => {
    const again = await createDraft(page('/campanas/retail-2027'));
    assert.equal(again.status, 400, JSON.stringify(again.body));
    assert.match(again.body.error.message, /Ya existe una página en \/campanas\/retail-2027/);
  });

  it('refuses a path another remote owns, a reserved or malformed path', async () => {
    for (const [pathname, reason] of [
      ['/productos', /pertenece a otra parte del sitio/],
      ['/blog/mi-campana', /pertenece a otra parte del sitio/],
      ['/contacto/exito', /pertenece a otra parte del sitio/],
      ['/sobre-nosotros/firmas', /pertenece a otra parte del sitio/],
      ['/home', /redirige/],
      ['/uploads/x', /reservada/],
      ['/Campañas/Verano', /minúsculas/],
      ['/servicios', /hecha en código/],
      ['campanas/sin-barra', /empezar con \//],
    ]) {
      const { status, body } = await createDraft(page(pathname));
      assert.equal(status, 400, `${pathname}: ${JSON.stringify(body)}`);
      assert.match(body.error.message, reason, pathname);
    }
  });

  it('refuses a button outside the allow-list or to no page of the site, and accepts an allowed one', async () => {
    for (const [target, reason] of [
      ['https://ejemplo.com/oferta', /no está en la lista de dominios externos permitidos/],
      ['http://linx.cl', /https/],
      ['javascript:alert(1)', /debe usar https/],
      ['/no-existe', /No hay una página en \/no-existe/],
      ['mailto:alguien@gmail.com', /no es de un dominio de LINX/],
    ]) {
      const { status, body } = await createDraft(page('/campanas/enlaces', [hero('Enlaces'), ctaBand(target)]));
      assert.equal(status, 400, `${target}: ${JSON.stringify(body)}`);
      assert.match(body.error.message, reason, target);
    }
    // Another page of the CMS and an allowed domain are fine.
    const ok = await createDraft(
      page('/campanas/enlaces', [hero('Enlaces'), ctaBand('/campanas/retail-2027'), ctaBand('https://portal.linx.cl')]),
    );
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
  });

  it('refuses a page whose first section is not its only hero, and free values outside the enumerations', async () => {
    const noHero = await createDraft(page('/campanas/sin-portada', [featureGrid]));
    assert.equal(noHero.status, 400);
    assert.match(noHero.body.error.message, /empezar con una Portada/);
    const twoHeroes = await createDraft(page('/campanas/dos-portadas', [hero('Uno'), hero('Dos')]));
    assert.equal(twoHeroes.status, 400);
    const freeTone = await createDraft(
      page('/campanas/tono', [hero('Tono'), { ...featureGrid, tone: 'background:red' }]),
    );
    assert.equal(freeTone.status, 400);
    const freeIcon = await createDraft(
      page('/campanas/icono', [hero('Ícono'), { ...featureGrid, items: [{ ...featureGrid.items[0], icon: 'Skull' }] }]),
    );
    assert.equal(freeIcon.status, 400);
  });

  it('brings the collections its sections show inside them, in one read: team, partners, clients, episodes', async () => {
    const about = (await publicGet(pageRead('/sobre-nosotros'))).body.data[0];
    const team = about.sections.find((s) => s.__component === 'sections.team-grid');
    assert.deepEqual(
      team.entries.map((member) => member.name),
      ['Valentina Soto', 'Rodrigo Salinas', 'Camila Rojas', 'Matías Fuentes', 'Javiera Muñoz', 'Felipe Araya'],
    );
    assert.match(team.entries[0].photo.url, /^\/uploads\//);
    const partners = about.sections.find((s) => s.__component === 'sections.partner-carousel');
    assert.ok(partners.entries.length > 0 && partners.entries.every((partner) => partner.name && partner.logo));
    // A mix no seeded page has, published as an editor would: every collection section brings its entries,
    // its episodes newest first, a member hidden from the company's page left out, a draft never shown.
    const members = await admin('GET', '/content-manager/collection-types/api::team-member.team-member?pageSize=1');
    const hidden = members.body.results[0];
    const hide = await admin('PUT', `/content-manager/collection-types/api::team-member.team-member/${hidden.documentId}`, {
      showOnAbout: false,
    });
    assert.equal(hide.status, 200, JSON.stringify(hide.body));
    const republished = await admin(
      'POST',
      `/content-manager/collection-types/api::team-member.team-member/${hidden.documentId}/actions/publish`,
      {},
    );
    assert.equal(republished.status, 200, JSON.stringify(republished.body));
    const draftLogo = await admin('POST', '/content-manager/collection-types/api::client-logo.client-logo', {
      name: 'Borrador S.A.',
    });
    assert.equal(draftLogo.status, 201, JSON.stringify(draftLogo.body));
    const titled = (component, title, extra = {}) => ({ __component: component, title, tone: 'light', ...extra });
    const created = await createDraft(
      page('/campanas/colecciones', [
        hero('Colecciones'),
        titled('sections.team-grid', 'Nuestro equipo'),
        titled('sections.partner-carousel', 'Aliados', { carouselLabel: 'Aliados de LINX' }),
        titled('sections.client-logos', 'Clientes'),
        titled('sections.episode-list', 'Episodios'),
      ]),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal((await publish(created.body.data.documentId)).status, 200);
    const mixed = (await publicGet(pageRead('/campanas/colecciones'))).body.data[0];
    const [, mixedTeam, mixedPartners, clients, episodes] = mixed.sections;
    assert.equal(mixedTeam.entries.length, team.entries.length - 1);
    assert.ok(!mixedTeam.entries.some((member) => member.documentId === hidden.documentId));
    assert.deepEqual(
      mixedPartners.entries.map((partner) => partner.name),
      partners.entries.map((partner) => partner.name),
    );
    assert.ok(clients.entries.length > 0 && !clients.entries.some((client) => client.name === 'Borrador S.A.'));
    assert.ok(clients.entries.every((client) => client.logo.url.startsWith('/uploads/')));
    assert.ok(episodes.entries.length > 0);
    const dates = episodes.entries.map((episode) => episode.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    // Private fields of a collection stay private inside a page.
    assert.ok(episodes.entries.every((episode) => !('publishAt' in episode)));
    // The sitemap's list of paths stays shallow: no section, no collection.
    const listing = await publicGet('/api/pages?fields[0]=path');
    assert.ok(listing.body.data.every((entry) => !('sections' in entry)));
  });

  it('an unpublished page disappears from the public read', async () => {
    const { body } = await publicGet(pageRead('/campanas/retail-2027'));
    const { documentId } = body.data[0];
    const res = await admin('POST', `/content-manager/collection-types/${UID}/${documentId}/actions/unpublish`, {});
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual((await publicGet(pageRead('/campanas/retail-2027'))).body.data, []);
  });
});
