import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('shows the image with its size, lazily by default, and overlay children', () => {
    renderWithProviders(
      <CoverImage src="/media/vitrina.svg" alt="Vitrina digital" width={800} height={600}>
        <button type="button">Imagen siguiente</button>
      </CoverImage>,
    );
    const image = screen.getByRole('img', { name: 'Vitrina digital' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
  });

  it('says "Imagen no disponible" without a source and when the image fails to load', () => {
    const { rerender } = renderWithProviders(<CoverImage src={undefined} alt="Portada" />);
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();

    rerender(<CoverImage src="/media/rota.png" alt="Portada" lazy={false} />);
    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Portada' })).not.toBeInTheDocument();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });
});
