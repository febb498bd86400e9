import { act, fireEvent, screen, within } from '@testing-library/react';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import AboutPage from './about-page';

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('AboutPage', () => {
  it('shows the banner, mission and vision, six values and the team', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transformamos Ideas en Realidad');
    expect(screen.getByRole('heading', { level: 3, name: 'Misión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Visión' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Conoce Nuestro ADN' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const team = screen.getByRole('region', { name: 'Nuestro Equipo' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(6);
    expect(document.title).toBe('Sobre Nosotros | LINX');
  });

  it('links each team member to a LinkedIn profile in a new tab or to an e-mail', () => {
    renderWithProviders(<AboutPage />);
    const linkedin = screen.getByRole('link', { name: 'Perfil de LinkedIn de Valentina Soto' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/valentina-soto-linx');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Correo de Javiera Pinto' })).toHaveAttribute(
      'href',
      'mailto:javiera.pinto@linx.cl',
    );
  });

  it('links the four partners to their sites in new tabs', () => {
    renderWithProviders(<AboutPage />);
    const carousel = screen.getByRole('region', { name: 'Partners de LINX' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://www.peoplesense.ai',
      'https://www.nimbocloud.com',
      'https://www.luminadisplays.com',
      'https://www.vistek-displays.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  describe('partner carousel timing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const current = () =>
      within(screen.getByRole('region', { name: 'Partners de LINX' })).getByRole('button', { current: true });

    it('advances every 3 s and loops back to the first partner', () => {
      renderWithProviders(<AboutPage />);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 1');
      tick(2999);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 1');
      tick(1);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 2');
      tick(6000);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 4');
      tick(3000);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 1');
    });

    it('moves with previous/next and keeps advancing afterwards', () => {
      renderWithProviders(<AboutPage />);
      const region = screen.getByRole('region', { name: 'Partners de LINX' });
      const previous = within(region).getByRole('button', { name: 'Diapositiva anterior' });
      fireEvent.click(previous);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 4');
      fireEvent.click(within(region).getByRole('button', { name: 'Diapositiva siguiente' }));
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 1');
      fireEvent.blur(previous);
      tick(3000);
      expect(current()).toHaveAccessibleName('Ir a la diapositiva 2');
    });
  });

  it('closes with a call to action to /contacto', () => {
    renderWithProviders(<AboutPage />);
    fireEvent.click(screen.getByRole('link', { name: 'Contáctanos' }));
    expect(locationRef.current?.pathname).toBe('/contacto');
  });
});
