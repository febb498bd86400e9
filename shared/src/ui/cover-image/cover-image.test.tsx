import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { CoverImage } from './cover-image';

const vitrina = {
  src: 'http://cms.test/uploads/vitrina.jpg',
  srcSet: 'http://cms.test/uploads/small_vitrina.jpg 640w, http://cms.test/uploads/vitrina.jpg 800w',
  width: 800,
  height: 600,
  alt: '',
};

describe('CoverImage', () => {
  it('shows the responsive image with its size, lazily by default, the fallback alt, and overlay children', () => {
    renderWithProviders(
      <CoverImage image={vitrina} sizes="50vw" alt="Vitrina digital">
        <button type="button">Imagen siguiente</button>
      </CoverImage>,
    );
    const image = screen.getByRole('img', { name: 'Vitrina digital' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('srcset', vitrina.srcSet);
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
  });

  it('draws the brand artwork, named as the cover, for an entry published without one: no grey box', () => {
    renderWithProviders(<CoverImage image={undefined} sizes="100vw" alt="Portada del artículo" />);
    // A real image (its alternative text is the link's content where it is a card's only content).
    expect(screen.getByRole('img', { name: 'Portada del artículo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    expect(screen.queryByText('Imagen no disponible')).not.toBeInTheDocument();
  });

  it('says "Imagen no disponible" when the image fails to load', () => {
    const { rerender } = renderWithProviders(<CoverImage image={undefined} sizes="100vw" alt="Portada" />);
    rerender(<CoverImage image={{ src: '/media/rota.png', alt: '' }} sizes="100vw" alt="Portada" priority="eager" />);
    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Portada' })).not.toBeInTheDocument();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });
});
