import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactSuccessPage from '../../../exposes/contact-success-page';

describe('ContactSuccessPage', () => {
  it('thanks the visitor and links back home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactSuccessPage />, { route: '/contacto/exito' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '¡Mensaje Enviado!' })).toBeInTheDocument();
    expect(
      screen.getByText('Gracias por contactarnos. Hemos recibido tu mensaje y te responderemos a la brevedad.'),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Volver al Inicio' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(locationRef.current?.pathname).toBe('/');
  });

  it('sets its title and keeps itself out of search results', () => {
    renderWithProviders(<ContactSuccessPage />, { route: '/contacto/exito' });
    expect(document.title).toBe('Mensaje Enviado | LINX');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
