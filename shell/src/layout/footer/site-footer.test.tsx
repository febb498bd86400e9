import { renderWithProviders } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('has five link columns with the site pages, contact data, social links and the current year', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('navigation')).toHaveLength(5);
    for (const href of [
      '/experiencia-cliente',
      '/productividad',
      '/productos',
      '/blog',
      '/podcast',
      '/recursos',
      '/casos-exito',
      '/sobre-nosotros',
    ]) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'contacto@linx.cl' })).toHaveAttribute('href', 'mailto:contacto@linx.cl');
    expect(screen.getByText(/Santiago, Chile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Correo redes@linx.cl' })).toHaveAttribute('href', 'mailto:redes@linx.cl');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} LINX`))).toBeInTheDocument();
  });
});
