import { cmsCalls, fakeCmsPerTest, renderWithProviders, strapiPage } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import CampaignPage from './campaign-page';

const cms = fakeCmsPerTest();
const callOf = (campaign: string) => cmsCalls['campaign-page'].replace(':campaign', campaign);

describe('CampaignPage', () => {
  it('renders the CMS page of its path: sections in order, its own title and canonical link', async () => {
    await cms.start({ [callOf('retail-2027')]: [strapiPage()] });
    renderWithProviders(<CampaignPage />, { route: '/campanas/retail-2027', path: '/campanas/:campaign' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantallas que venden' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(document.title).toBe('Retail 2027 | LINX');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/campanas\/retail-2027$/,
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Retail 2027 | LINX',
    );
  });

  it('says the page does not exist when none is published at its path', async () => {
    await cms.start({ [callOf('retirada')]: [] });
    renderWithProviders(<CampaignPage />, { route: '/campanas/retirada', path: '/campanas/:campaign' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });
});
