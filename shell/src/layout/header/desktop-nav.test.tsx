import { renderWithProviders } from '@linx/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from './desktop-nav';

describe('DesktopNav', () => {
  it('lists the five menu groups, all closed', () => {
    renderWithProviders(<DesktopNav />);
    for (const name of ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre LINX']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens one dropdown at a time on hover', () => {
    renderWithProviders(<DesktopNav />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Servicios' }).parentElement!);
    expect(screen.getByRole('button', { name: 'Servicios' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Recursos' }).parentElement!);
    expect(screen.getByRole('button', { name: 'Servicios' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Recursos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the seven service pages plus SEO under Servicios', () => {
    renderWithProviders(<DesktopNav />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Servicios' }).parentElement!);
    const hrefs = Array.from(document.querySelectorAll('#menu-servicios a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/servicios/senalizacion-digital',
      '/servicios/gestion-contenidos',
      '/servicios/lift-and-learn',
      '/servicios/medicion-audiencia',
      '/servicios/cloud',
      '/servicios/asistente-ia',
      '/servicios/comunicaciones-internas',
      '/servicios/seo',
    ]);
  });

  it('opens on keyboard focus, closes on Escape with focus back on the trigger', async () => {
    renderWithProviders(<DesktopNav />);
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Soluciones' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /Conecta con tu audiencia/ })).toHaveFocus();
  });

  it('closes after a link is chosen', async () => {
    renderWithProviders(<DesktopNav />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Recursos' }).parentElement!);
    await userEvent.click(screen.getByRole('link', { name: /Blog/ }));
    expect(screen.getByRole('button', { name: 'Recursos' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the product illustration only once the Productos panel opens (its code loads then)', async () => {
    renderWithProviders(<DesktopNav />);
    const panel = document.getElementById('menu-productos');
    expect(panel?.querySelector('svg')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Productos' }).parentElement!);
    await waitFor(() => expect(panel?.querySelector('svg[viewBox="0 0 240 120"]')).not.toBeNull());
    expect(panel?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
