import { setRuntimeConfig } from '@linx/shared';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@linx/shared/testing';
import { toClientLogo } from '../../api/mappers';
import { rawClients } from '../../testing/company-cms';
import { ClientLogos } from './client-logos';

const TITLE = 'Empresas que confían en LINX';

describe('ClientLogos (CMS)', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));

  it('shows the eight client logos the page read brought, named, lazily loaded at their size', () => {
    renderWithProviders(<ClientLogos title={TITLE} clients={rawClients.map(toClientLogo)} />);
    const region = screen.getByRole('region', { name: TITLE });
    const logos = within(region).getAllByRole('img');
    expect(logos).toHaveLength(8);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo).toHaveAttribute('width', '200');
      expect(logo.getAttribute('src')).toMatch(/^http:\/\/cms\.test\/uploads\/client-\d\.svg$/);
    }
    expect(within(region).getByRole('img', { name: 'Café Altiplano' })).toBeInTheDocument();
  });
});
