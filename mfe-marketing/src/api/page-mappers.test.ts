import { setRuntimeConfig, siteConfig } from '@linx/shared';
import { strapiFile, strapiImage } from '@linx/shared/testing';
import { SECTION_DESCRIPTORS } from '../sections/section-descriptors.generated';
import { sectionFixtures } from '../testing/section-fixtures';
import { rawSection, strapiPage } from '../testing/strapi-page';
import { toCmsPage, toPageSections } from './page-mappers';
import type { CmsPageSection } from './page-types';

const CMS = 'http://cms.test';

describe('a CMS page → its view model', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: CMS }));

  it("maps every descriptor's fixture to a section of the descriptor's type, none left out", () => {
    const fixtures = sectionFixtures();
    expect(fixtures.map((fixture) => fixture.__component)).toEqual(
      SECTION_DESCRIPTORS.map((descriptor) => descriptor.component),
    );
    for (const fixture of fixtures) {
      const { sections, skipped } = toPageSections([fixture]);
      expect({ component: fixture.__component, skipped }).toEqual({ component: fixture.__component, skipped: [] });
      expect(sections.map((section) => `sections.${section.type}`)).toEqual([fixture.__component]);
    }
  });

  it('maps the page fields and every section type, in order', () => {
    const page = toCmsPage(strapiPage());
    expect(page).toMatchObject({
      path: '/campanas/retail-2027',
      title: 'Retail 2027',
      keywords: ['retail', 'cartelería digital'],
      noindex: false,
      skipped: [],
    });
    expect(page.sections.map((s) => s.type)).toEqual([
      'page-hero',
      'feature-grid',
      'stat-cards',
      'numbered-steps',
      'use-case-cards',
      'check-list',
      'split-media',
      'media-cards',
      'logo-cards',
      'plan-cards',
      'case-carousel',
      'dashboard-panel',
      'demo',
      'split-media',
      'concept-columns',
      'service-carousel',
      'link-cards',
      'client-logos',
      'purpose-cards',
      'value-cards',
      'team-grid',
      'partner-carousel',
      'episode-list',
      'cta-band',
    ]);
    const [hero, grid, stats, steps, useCases, checks, split, cards, logos, plans, carousel, panel, demo, chatSplit] =
      page.sections;
    // The drawings of the icons the sections name, once each.
    expect(Object.keys(page.icons).sort()).toEqual(
      [
        'Monitor',
        'TrendingUp',
        'Search',
        'ShoppingCart',
        'Image',
        'Clock',
        'Hand',
        'MonitorPlay',
        'Target',
        'Rocket',
      ].sort(),
    );
    expect(page.icons.Monitor).toMatchObject({
      name: 'monitor',
      node: [['rect', expect.any(Object)], expect.anything(), expect.anything()],
    });
    const [columns, services, products, , purpose, values, , partners] = page.sections.slice(14);
    const band = page.sections.at(-1);
    expect(columns).toMatchObject({
      columns: [
        {
          tone: 'accent',
          lead: undefined,
          cards: [{ icon: 'Hand', title: 'Interacción' }],
          link: { kind: 'link', to: '/experiencia-cliente' },
        },
      ],
    });
    expect(services).toMatchObject({
      carouselLabel: 'Servicios de ejemplo',
      slides: [{ categories: ['Retail', 'Analítica'], to: '/servicios/senalizacion-digital', icon: 'MonitorPlay' }],
    });
    expect(products).toMatchObject({
      linkLabel: 'Ver solución',
      items: [{ to: '/servicios/gestion-contenidos', image: { alt: '' } }],
    });
    expect(purpose).toMatchObject({ items: [{ icon: 'Target', title: 'Misión' }] });
    expect(values).toMatchObject({ items: [{ icon: 'Rocket', colour: 'info' }] });
    expect(partners).toMatchObject({ carouselLabel: 'Partners' });
    expect(hero).toMatchObject({
      title: 'Pantallas que venden',
      image: { src: `${CMS}/uploads/retail.png`, alt: 'Tienda con pantallas', width: 1200, height: 900 },
      actions: [
        { kind: 'consultancy', label: undefined, variant: 'primary' },
        { kind: 'anchor', label: 'Ver cifras', targetId: 'cifras', variant: 'secondary' },
      ],
    });
    expect(grid).toMatchObject({
      tone: 'soft',
      columns: 4,
      iconTone: 'info',
      items: [{ icon: 'Monitor', bullets: ['Uno', 'Dos'] }],
    });
    expect(stats).toMatchObject({ tone: 'dark', anchor: 'cifras', items: [{ value: '+45%', icon: 'TrendingUp' }] });
    expect(steps).toMatchObject({ steps: [{ icon: 'Search' }, { title: 'Instalación', icon: undefined }] });
    expect(useCases).toMatchObject({
      columns: 2,
      items: [{ bullets: ['Ofertas', 'Precios'], description: undefined }],
    });
    expect(checks).toMatchObject({ items: ['Soporte', 'Capacitación'] });
    expect(split).toMatchObject({
      reverse: true,
      bullets: ['Rápido', 'Simple'],
      actions: [{ kind: 'link', to: '/productos' }],
    });
    expect(split).toMatchObject({
      stats: [{ value: '+35%', label: 'Conversión' }],
      indicator: {
        title: 'Satisfacción de clientes',
        states: [
          { value: '98%', mood: 'satisfied' },
          { value: '2%', mood: 'neutral' },
        ],
      },
    });
    expect(logos).toMatchObject({
      items: [
        {
          logo: { src: `${CMS}/uploads/db-s3.svg`, alt: 'Logotipo de Amazon S3' },
          kind: 'Almacenamiento de objetos',
          tags: ['Respaldos', 'Data lakes'],
        },
      ],
    });
    expect(plans).toMatchObject({
      cardAction: { kind: 'consultancy', label: 'Solicitar información' },
      items: [
        { name: 'LITE', tagline: 'Para comenzar', features: ['Web', 'Soporte'], featured: false, badge: undefined },
        { name: 'PLUS', tagline: undefined, featured: true, badge: 'Más completo' },
      ],
    });
    expect(carousel).toMatchObject({
      carouselLabel: 'Implementaciones de ejemplo',
      slides: [
        { kicker: 'Retail', title: 'Cadena de conveniencia', image: { src: `${CMS}/uploads/caso-retail.svg` } },
        { kicker: undefined, title: 'Red de clínicas' },
      ],
    });
    expect(panel).toMatchObject({
      panelLabel: 'Panel de ejemplo',
      groups: [{ icon: 'Image', title: 'Tipos de contenido', items: ['Imágenes', 'Videos'] }],
      stats: [{ icon: 'Clock', value: '-45%', context: undefined }],
    });
    expect(demo).toMatchObject({ demo: 'audience-dashboard', title: 'Tu audiencia, en un panel' });
    expect(chatSplit).toMatchObject({
      image: undefined,
      groups: [{ icon: undefined, items: ['Cartas', 'Vacaciones'] }],
      chat: {
        name: 'LIA',
        messages: [
          { from: 'user', text: 'Necesito una carta.' },
          { from: 'assistant', text: 'Te la envié.' },
        ],
      },
    });
    expect(band).toMatchObject({ anchor: 'contacto-campana', actions: [{ to: '/contacto#contact-form' }] });
    expect(hero).toMatchObject({
      partner: { intro: 'En alianza con', name: 'Rankea Digital', logo: { src: `${CMS}/uploads/rankea.svg` } },
    });
    expect(cards).toMatchObject({
      tone: 'soft',
      cardAction: { kind: 'link', label: 'Solicitar información', to: '/contacto' },
      items: [
        {
          title: 'Posicionamiento SEO',
          features: ['Auditoría', 'Contenidos'],
          image: { src: `${CMS}/uploads/organico.svg` },
        },
        {
          title: 'Campañas SEM',
          image: undefined,
          video: {
            title: 'Conversiones en crecimiento',
            label: 'Gráfico en alza',
            sources: [
              { src: `${CMS}/uploads/sem.webm`, type: 'video/webm' },
              { src: `${CMS}/uploads/sem.mp4`, type: 'video/mp4' },
            ],
            poster: { src: `${CMS}/uploads/sem.png` },
            uploadDate: '2026-11-22T15:52:44.000Z',
          },
        },
      ],
    });
  });

  it('marks a section still when nothing in it runs by itself: it then hydrates when used, not when seen', () => {
    const stillTypes = sectionFixtures()
      .flatMap((fixture) => toPageSections([fixture]).sections)
      .filter((section) => section.still)
      .map((section) => section.type);
    // The fixtures' split section has a rotating indicator, their media cards a looping video.
    expect(stillTypes).toEqual([
      'page-hero',
      'feature-grid',
      'stat-cards',
      'numbered-steps',
      'use-case-cards',
      'check-list',
      'logo-cards',
      'plan-cards',
      'dashboard-panel',
      'concept-columns',
      'link-cards',
      'client-logos',
      'purpose-cards',
      'value-cards',
      'team-grid',
      'episode-list',
      'cta-band',
    ]);
    const [hero] = sectionFixtures();
    const rotating = toPageSections([{ ...hero, phrases: 'tu marca\ntu audiencia' } as typeof hero]).sections[0];
    expect(rotating).toMatchObject({ type: 'page-hero', phrases: ['tu marca', 'tu audiencia'] });
    expect(rotating.still).toBeUndefined();
  });

  it('gives the hero its second line and its media: a conversation first, else a looping video, else the image', () => {
    const base = strapiPage();
    const [hero] = base.sections ?? [];
    const video = [
      {
        ...strapiFile('/uploads/banner.webm', { mime: 'video/webm' }),
        alternativeText: 'Videowall',
        createdAt: '2026-11-22T15:52:44.000Z',
      },
      {
        ...strapiFile('/uploads/banner.mp4', { mime: 'video/mp4' }),
        alternativeText: 'Videowall',
        createdAt: '2026-11-22T15:52:44.000Z',
      },
    ];
    const poster = strapiImage('/uploads/banner.png', { width: 640, height: 360 });
    const chat = { name: 'LIA', label: 'Conversación', messages: [{ from: 'robot', text: 'Hola' }] };
    const heroOf = (fields: Record<string, unknown>) =>
      toCmsPage({ ...base, sections: [{ ...hero, ...fields }] }).sections[0] as Extract<
        CmsPageSection,
        { type: 'page-hero' }
      >;

    const rotating = heroOf({
      phrases: 'tu marca\n\ntu equipo ',
      highlights: [
        { value: 'IA', label: 'asistentes' },
        { value: '', label: 'x' },
      ],
    });
    expect(rotating).toMatchObject({
      phrases: ['tu marca', 'tu equipo'],
      highlights: [{ value: 'IA', label: 'asistentes' }],
    });
    const withVideo = heroOf({ subtitle: 'Asistente IA', video, poster, videoTitle: 'Pantallas' });
    expect(withVideo).toMatchObject({ subtitle: 'Asistente IA', video: { title: 'Pantallas', label: 'Videowall' } });
    expect(withVideo.video?.sources.map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(heroOf({ video, poster, videoTitle: null }).video).toBeUndefined();
    // An unknown speaker is the assistant; the site picks the conversation over the video.
    expect(heroOf({ video, poster, videoTitle: 'Pantallas', chat }).chat).toEqual({
      name: 'LIA',
      label: 'Conversación',
      messages: [{ from: 'assistant', text: 'Hola' }],
    });
    expect(heroOf({ chat: { ...chat, messages: [] } }).chat).toBeUndefined();
  });

  it("makes a WhatsApp or YouTube button the company's chat or channel, from the site's config", () => {
    const base = strapiPage();
    const band = (base.sections ?? []).at(-1)!;
    const page = toCmsPage({
      ...base,
      sections: [
        {
          ...band,
          actions: [
            { kind: 'whatsapp', label: null, target: 'https://wa.me/1', variant: 'secondary' },
            { kind: 'youtube', label: null, target: null, variant: 'primary' },
          ],
        },
      ],
    });
    expect(page.sections[0]).toMatchObject({
      actions: [
        { kind: 'link', label: 'Escríbenos por WhatsApp', to: siteConfig.whatsappUrl, variant: 'secondary' },
        { kind: 'link', label: 'Ir a nuestro canal de YouTube', to: siteConfig.social.youtube, variant: 'primary' },
      ],
    });
  });

  it('leaves out a card with neither an image nor a playable video, and the page says it is a service', () => {
    const base = strapiPage({ schemaType: 'Service' });
    const cards = (base.sections ?? []).find((section) => section.__component === 'sections.media-cards')!;
    const page = toCmsPage({
      ...base,
      sections: [{ ...cards, items: [{ ...cards.items[1], poster: null }] }],
    });
    expect(page.schemaType).toBe('Service');
    expect(page.skipped).toEqual([
      { component: 'sections.media-cards', position: 0, reason: 'una tarjeta no tiene imagen ni video' },
    ]);
    expect(toCmsPage(strapiPage()).schemaType).toBe('WebPage');
  });

  it('maps the entries of the collections the page read brought inside their sections', () => {
    const logo = strapiImage('/u/logo.svg', {
      width: 320,
      height: 320,
      alternativeText: 'Logo de Café',
      formats: false,
    });
    const [clients, team, partners, episodes] = toCmsPage(
      strapiPage({
        sections: [
          rawSection({
            __component: 'sections.client-logos',
            id: 1,
            title: 'Clientes',
            entries: [
              { id: 4, documentId: 'cafe', name: 'Café', width: 180, logo },
              { id: 5, documentId: 'sinlogo', name: 'Sin logo', width: null, logo: null },
            ],
          }),
          rawSection({
            __component: 'sections.team-grid',
            id: 2,
            title: 'Equipo',
            entries: [
              { id: 1, name: 'Eva', role: 'Gerenta', showOnAbout: true, email: 'eva@linx.cl' },
              { id: 2, name: 'Luis', role: 'Soporte', showOnAbout: false },
            ],
          }),
          rawSection({
            __component: 'sections.partner-carousel',
            id: 3,
            title: 'Partners',
            carouselLabel: 'Partners de LINX',
            entries: [
              { id: 1, name: 'Nimbo', description: 'Nube', url: 'https://nimbo.example', width: 200, logo },
              { id: 2, name: 'Vistek', description: '', url: null, width: null, logo },
            ],
          }),
          rawSection({
            __component: 'sections.episode-list',
            id: 4,
            title: 'Episodios',
            entries: [
              { id: 1, title: 'Uno', description: 'A', duration: 42, date: '2025-03-12', youtubeUrl: '' },
              {
                id: 2,
                title: 'Dos',
                description: null,
                date: '2025-05-01',
                youtubeUrl: 'https://www.youtube.com/watch?v=abc',
              },
            ],
          }),
        ],
      }),
    ).sections;
    // Only clients with a logo, only the team members marked for the company's page.
    expect(clients).toMatchObject({ type: 'client-logos', clients: [{ name: 'Café', width: 180 }] });
    expect(team).toMatchObject({ type: 'team-grid', members: [{ name: 'Eva', email: 'eva@linx.cl' }] });
    // No url means no link; the width falls back to the logo's.
    expect(partners).toMatchObject({
      type: 'partner-carousel',
      partners: [
        { name: 'Nimbo', url: 'https://nimbo.example', width: 200 },
        { name: 'Vistek', url: undefined, description: undefined, width: 320 },
      ],
    });
    // Newest first; an empty link dropped.
    expect(episodes).toMatchObject({
      type: 'episode-list',
      episodes: [
        { title: 'Dos', description: '', youtubeUrl: 'https://www.youtube.com/watch?v=abc' },
        { title: 'Uno', durationMinutes: 42, youtubeUrl: undefined },
      ],
    });
  });

  it('gives a collection section no entries when the page read brought none (its view then fails the render)', () => {
    const [team] = toCmsPage(
      strapiPage({ sections: [rawSection({ __component: 'sections.team-grid', id: 2, title: 'Equipo' })] }),
    ).sections;
    expect(team).toMatchObject({ type: 'team-grid', members: [] });
  });

  it('leaves out an unknown or broken section with its reason, keeps the rest', () => {
    const base = strapiPage();
    const [hero, grid] = base.sections ?? [];
    const page = toCmsPage({
      ...base,
      sections: [
        hero,
        rawSection({ __component: 'sections.carousel-3d', id: 9, title: 'Nuevo' }),
        rawSection({ ...grid, items: [] }),
        rawSection({ __component: 'sections.split-media', id: 10, title: 'Sin imagen', image: null }),
        rawSection({ __component: 'sections.cta-band', id: 11, title: ' ', actions: [] }),
        grid,
      ],
    });
    expect(page.sections.map((s) => s.type)).toEqual(['page-hero', 'feature-grid']);
    expect(page.skipped).toEqual([
      { component: 'sections.carousel-3d', position: 1, reason: 'tipo de sección desconocido' },
      { component: 'sections.feature-grid', position: 2, reason: '«items» está vacío' },
      { component: 'sections.split-media', position: 3, reason: 'falta «image» o «chat»' },
      { component: 'sections.cta-band', position: 4, reason: 'falta «title»' },
    ]);
  });

  it('drops values outside the enumerations instead of passing them on (no free CSS, unknown icons)', () => {
    const base = strapiPage();
    const [hero, grid] = base.sections ?? [];
    const split = base.sections?.find((section) => section.__component === 'sections.split-media');
    const values = base.sections?.find((section) => section.__component === 'sections.value-cards');
    const page = toCmsPage({
      ...base,
      sections: [
        hero,
        rawSection({
          ...grid,
          tone: 'background:red',
          columns: '12',
          items: [{ icon: 'Skull', title: 'A', description: 'B' }],
        }),
        rawSection({ ...values!, items: [{ icon: 'Rocket', title: 'A', description: 'B', colour: 'plaid' }] }),
        rawSection({
          ...split!,
          indicator: {
            title: 'Satisfacción',
            states: [
              { value: '98%', label: 'Muy satisfechos', mood: 'satisfied' },
              { value: '2%', label: 'Neutral', mood: 'bored' },
            ],
          },
        }),
      ],
    });
    expect(page.sections[1]).toMatchObject({ tone: 'light', columns: 3, items: [{ icon: undefined }] });
    // A colour outside the enumeration is the accent; an unknown mood is neutral.
    expect(page.sections[2]).toMatchObject({ items: [{ colour: 'accent' }] });
    expect(page.sections[3]).toMatchObject({ indicator: { states: [{ mood: 'satisfied' }, { mood: 'neutral' }] } });
  });
});
