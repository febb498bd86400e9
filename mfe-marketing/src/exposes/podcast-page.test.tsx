import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@linx/shared/testing';
import PodcastPage from './podcast-page';

const VIDEO = 'https://www.youtube.com/watch?v=Lx7pQd2Vn4c';

describe('PodcastPage', () => {
  it('is titled "Podcast LINX" and lists the one built-in episode', () => {
    renderWithProviders(<PodcastPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Podcast LINX');
    const list = screen.getByRole('region', { name: 'Episodios' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('12 de marzo de 2025')).toHaveAttribute('datetime', '2025-03-12');
    expect(within(list).getByText('42 min')).toHaveAttribute('datetime', 'PT42M');
    expect(within(list).getByText(/Conversamos con nuestro equipo de operaciones/)).toBeInTheDocument();
    expect(document.title).toBe('Podcast LINX | LINX');
  });

  it('opens the video in a new tab from the thumbnail, the title and "Escuchar episodio"', () => {
    renderWithProviders(<PodcastPage />);
    const list = screen.getByRole('region', { name: 'Episodios' });
    const links = [
      within(list).getByRole('link', { name: /^Ver el video de/ }),
      within(list).getByRole('link', { name: /^Pantallas que venden más/ }),
      within(list).getByRole('link', { name: /^Escuchar episodio/ }),
    ];
    for (const link of links) {
      expect(link).toHaveAttribute('href', VIDEO);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0].querySelector('img')).toHaveAttribute('width', '640');
  });

  it('links the hero to the YouTube channel in a new tab and closes with a contact call to action', () => {
    renderWithProviders(<PodcastPage />);
    const channel = screen.getByRole('link', { name: 'Ir a nuestro canal de YouTube' });
    expect(channel).toHaveAttribute('href', 'https://www.youtube.com/@linxchile');
    expect(channel).toHaveAttribute('target', '_blank');
    const band = screen.getByRole('region', { name: '¿Tienes una historia que contar?' });
    expect(within(band).getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
  });
});
