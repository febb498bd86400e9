import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it('opens, moves focus in, navigates and closes', async () => {
    renderWithProviders(<MobileMenu />, { route: '/blog' });
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    // Focus moves in once the open drawer has been painted (afterNextPaint).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveFocus());
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

  it('keeps focus inside while open: Tab from the last element goes to the first, Shift+Tab back', async () => {
    renderWithProviders(
      <>
        <a href="/antes">Antes</a>
        <MobileMenu />
        <a href="/despues">Después</a>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menú' });
    const close = screen.getByRole('button', { name: 'Cerrar menú' });
    const links = within(dialog).getAllByRole('link');
    const first = links[0];
    const last = links[links.length - 1];
    await waitFor(() => expect(close).toHaveFocus());

    last.focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();

    // Every Tab through the whole menu stays inside it.
    for (let i = 0; i < links.length + 2; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // The page behind is inert while the menu is open (the overlay stays clickable).
    expect(screen.getByRole('link', { name: 'Antes' })).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Después' })).toHaveAttribute('inert');
    expect(opener).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');
    expect(dialog.previousElementSibling).not.toHaveAttribute('inert');
    // Focus sent outside by a script comes back in.
    screen.getByRole('link', { name: 'Después' }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
    // Closed, the page's order is back: nothing is inert and Tab leaves the header.
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await userEvent.tab();
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('returns focus to the opener when closed with the overlay, the close button or the logo', async () => {
    const { container } = renderWithProviders(<MobileMenu />, { route: '/blog' });
    const opener = screen.getByRole('button', { name: 'Abrir menú' });

    await userEvent.click(opener);
    const overlay = container.querySelector('[aria-hidden="true"]:not(svg)') as HTMLElement;
    await userEvent.click(overlay);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('link')[0]);
    expect(locationRef.current?.pathname).toBe('/');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});
