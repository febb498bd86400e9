/**
 * @jest-environment node
 */
import { ThemeProvider } from 'styled-components';
import { setRuntimeConfig, theme } from '@linx/shared';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import type { CmsPageSection } from '../../api/page-types';
import { cmsPageFixture } from '../../testing/strapi-page';
import { PageSections } from './page-sections';

/** The page's sections rendered ahead of time as the renderer does (shell/src/rendering/render-page.tsx): its errors. */
const renderErrors = async (sections: Parameters<typeof PageSections>[0]['sections']) => {
  const errors: string[] = [];
  const { prelude } = await prerender(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <PageSections path="/campanas/colecciones" sections={sections} />
      </ThemeProvider>
    </MemoryRouter>,
    { onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)) },
  );
  await new Response(prelude as unknown as ReadableStream).text();
  return errors;
};

describe('a section that shows a CMS collection, rendered ahead of time', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));

  it('fails the render naming the section when the page read brought none of its entries', async () => {
    const sections = cmsPageFixture().sections.flatMap((section): CmsPageSection[] => {
      if (section.type === 'team-grid') return [{ ...section, title: 'Nuestro equipo', members: [] }];
      if (section.type === 'client-logos') return [{ ...section, clients: [] }];
      return section.type === 'page-hero' || section.type === 'partner-carousel' ? [section] : [];
    });
    expect((await renderErrors(sections)).sort()).toEqual([
      'La sección «Empresas que confían» no recibió datos del CMS',
      'La sección «Nuestro equipo» no recibió datos del CMS',
    ]);
  });

  it('renders without errors when every such section has its entries', async () => {
    const sections = cmsPageFixture().sections.filter((section) =>
      ['page-hero', 'team-grid', 'partner-carousel', 'client-logos', 'episode-list'].includes(section.type),
    );
    expect(await renderErrors(sections)).toEqual([]);
  });
});
