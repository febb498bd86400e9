import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('is a region named by its one h1, with eyebrow, lead, actions, media and extra content', () => {
    renderWithProviders(
      <PageHero
        before={<a href="/atras">Volver</a>}
        eyebrow="Blog"
        title="Noticias de LINX"
        lead="Tendencias de cartelería digital."
        actions={<button type="button">Contáctanos</button>}
        media={<img src="/arte.svg" alt="Pantallas en una tienda" />}
      >
        <input aria-label="Buscar" />
      </PageHero>,
    );
    const hero = screen.getByRole('region', { name: 'Noticias de LINX' });
    expect(within(hero).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(hero).getByText('Blog')).toBeInTheDocument();
    expect(within(hero).getByText('Tendencias de cartelería digital.')).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Contáctanos' })).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Pantallas en una tienda' })).toBeInTheDocument();
    expect(within(hero).getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
    // The back link comes before the title in reading order.
    const link = within(hero).getByRole('link', { name: 'Volver' });
    const title = within(hero).getByRole('heading', { level: 1 });
    expect(link.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the given title id, so a form elsewhere can be named by the h1', () => {
    renderWithProviders(<PageHero title="Contáctanos" titleId="contact-title" size="compact" overlap />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toHaveAttribute('id', 'contact-title');
    expect(screen.getByRole('region', { name: 'Contáctanos' })).toHaveAttribute('aria-labelledby', 'contact-title');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
