import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it('opens, moves focus in, navigates and closes', async () => {
    renderWithProviders(<MobileMenu />, { route: '/blog' });
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Podcast' }));
    expect(locationRef.current?.pathname).toBe('/podcast');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('has Inicio pointing at /home and closes on Escape', async () => {
    renderWithProviders(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });
});
