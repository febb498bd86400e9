import { paths } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import ServicesPage from './services-page';

const renderPage = () => renderWithProviders(<ServicesPage />, { route: paths.services });

const servicePaths = [
  paths.digitalSignage,
  paths.contentManagement,
  paths.liftAndLearn,
  paths.audienceMeasurement,
  paths.cloud,
  paths.aiAssistant,
  paths.internalCommunications,
  paths.seo,
];

describe('ServicesPage', () => {
  it('sets its metadata and renders its sections in order', () => {
    renderPage();
    expect(document.title).toBe('Servicios | LINX');
    expect(pageTitle()).toHaveTextContent('Tecnología que comunica, vende y mide');
    expect(sectionTitles()).toEqual(['Ocho servicios, una misma plataforma', '¿No sabes qué servicio necesitas?']);
  });

  it('links every service page, each card titled and described by that page', () => {
    renderPage();
    const directory = inSection('Ocho servicios, una misma plataforma');
    const links = directory.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(servicePaths);
    expect(directory.getByRole('link', { name: 'SEO y SEM' })).toHaveAttribute('href', paths.seo);
    expect(directory.getByText(/Posiciona tu negocio en Google con SEO/)).toBeInTheDocument();
    expect(directory.getAllByRole('listitem')).toHaveLength(8);
  });

  it('offers the consultancy from the hero and the closing band', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Ver casos de éxito' })).toHaveAttribute('href', paths.cases);
    const [heroButton] = screen.getAllByRole('button', { name: 'Solicitar una consultoría' });
    expectConsultancy(heroButton);
  });
});
