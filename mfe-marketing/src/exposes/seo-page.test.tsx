import { paths } from '@linx/shared';
import { fakeCmsPerTest, renderWithProviders } from '@linx/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { seededPageAnswer } from '../testing/seeded-pages';
import { expectLoopingVideo, inSection, pageTitle, sectionTitles, sectionsLoaded } from '../testing/page-helpers';
import SeoPage from './seo-page';

// The page the CMS seeds at /servicios/seo (cms/src/seed/data/pages), as a fresh CMS answers it.
const cms = fakeCmsPerTest(seededPageAnswer(paths.seo));

const renderPage = async () => {
  await cms.start();
  renderWithProviders(<SeoPage />, { route: paths.seo });
  await screen.findByRole('heading', { level: 1 });
  await sectionsLoaded();
};

describe('SeoPage', () => {
  it('sets its metadata and renders the sections 1–7 in order', async () => {
    await renderPage();
    expect(document.title).toBe('SEO y SEM | LINX');
    expect(pageTitle()).toHaveTextContent('Posiciona tu Negocio en Google');
    expect(sectionTitles()).toEqual([
      'Nuestros Servicios',
      'Control total de tu estrategia digital',
      'Por qué confiar tu posicionamiento en LINX',
      'Cómo trabajamos',
      'Experiencia en tu industria',
      '¿Listo para llegar al primer lugar?',
    ]);
  });

  it('scrolls from the hero button to the contact section of the page', async () => {
    await renderPage();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const button = screen.getByRole('link', { name: 'Quiero posicionar mi negocio' });
    expect(button.getAttribute('href')).toMatch(/#contacto-seo$/);
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: '¿Listo para llegar al primer lugar?' }));
    scroll.mockRestore();
  });

  it('shows the partnership banner with the partner SEO firm', async () => {
    await renderPage();
    const banner = screen.getByRole('complementary', { name: 'En alianza con Rankea Digital' });
    expect(within(banner).getByRole('img', { name: 'Rankea Digital' })).toBeInTheDocument();
  });

  it('offers three services with media and "Solicitar información" to /contacto', async () => {
    await renderPage();
    const services = inSection('Nuestros Servicios');
    const titles = services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Posicionamiento orgánico SEO',
      'Publicidad SEM en Google Ads',
      'Marketing digital integral',
    ]);
    const buttons = services.getAllByRole('link', { name: 'Solicitar información' });
    expect(buttons).toHaveLength(3);
    buttons.forEach((button) => expect(button).toHaveAttribute('href', paths.contact));
    expectLoopingVideo(services.getByLabelText(/gráfico de conversiones/));
    expect(services.getAllByRole('img')).toHaveLength(2);
  });

  it('shows four platform items, six benefits, four steps with "Conversemos" and six sectors', async () => {
    await renderPage();
    expect(inSection('Control total de tu estrategia digital').getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const benefits = inSection('Por qué confiar tu posicionamiento en LINX');
    expect(benefits.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(benefits.getByText('ROI medible')).toBeInTheDocument();
    expect(benefits.getByText('Resultados garantizados')).toBeInTheDocument();
    const process = inSection('Cómo trabajamos');
    expect(process.getAllByRole('listitem')).toHaveLength(4);
    expect(process.getByRole('link', { name: 'Conversemos' })).toHaveAttribute('href', paths.contact);
    const sectors = inSection('Experiencia en tu industria')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(sectors).toEqual([
      'E-commerce',
      'Restaurantes y hotelería',
      'Servicios profesionales',
      'Educación',
      'Salud',
      'Inmobiliarias',
    ]);
  });
});
