import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Carousel } from '../ui/carousel';
import { renderWithProviders } from './render';

/**
 * Loads the platform's carousel, a chunk of its own (`Carousel` is lazy), so that a test renders one at once
 * afterwards, under fake timers too. Call it from `beforeAll`, before the fake timers start.
 */
export const carouselLoaded = async (): Promise<void> => {
  const { unmount } = renderWithProviders(
    <Suspense fallback={null}>
      <Carousel label="Carga del carrusel">
        <span>Diapositiva</span>
      </Carousel>
    </Suspense>,
  );
  await screen.findByRole('region', { name: 'Carga del carrusel' });
  unmount();
};
