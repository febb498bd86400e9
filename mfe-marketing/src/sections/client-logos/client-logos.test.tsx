import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@linx/shared/testing';
import { CALLS, DOWN, fakeCompanyCms } from '../../testing/company-cms';
import { ClientLogos } from './client-logos';

const startCms = fakeCompanyCms();
const TITLE = 'Empresas que confían en LINX';

describe('ClientLogos (CMS)', () => {
  it('shows the eight client logos of the CMS, named, lazily loaded at their size', async () => {
    const cms = await startCms();
    renderWithProviders(<ClientLogos title={TITLE} />);
    const region = await screen.findByRole('region', { name: TITLE });
    const logos = within(region).getAllByRole('img');
    expect(logos).toHaveLength(8);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo).toHaveAttribute('width', '200');
      expect(logo.getAttribute('src')).toMatch(new RegExp(`^${cms.url}/uploads/client-\\d\\.svg$`));
    }
    expect(within(region).getByRole('img', { name: 'Café Altiplano' })).toBeInTheDocument();
  });

  it.each([
    ['down', DOWN],
    ['empty', []],
  ])('with the CMS %s, leaves the section out', async (_label, answer) => {
    const cms = await startCms({ [CALLS.clients]: answer });
    const { container } = renderWithProviders(<ClientLogos title={TITLE} />);
    await waitFor(() => expect(cms.requests).toHaveLength(1));
    // Give the answer time to render: nothing appears, not even an empty grid.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });
});
