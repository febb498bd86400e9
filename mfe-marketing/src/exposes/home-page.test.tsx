import { fireEvent, screen, within } from '@testing-library/react';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import HomePage from './home-page';

describe('HomePage', () => {
  it('has one h1 and every section of SPEC.md in order', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Tecnología pensada para tus clientes y para tu equipo',
      'Nuestros Servicios',
      'De la idea a la operación en cuatro pasos',
      'Entiende qué pasa frente a cada góndola',
      'Tu equipo, libre de tareas repetitivas',
      'Soluciones listas para implementar',
      'Empresas que confían en LINX',
      '¿Listo para conectar con tu audiencia?',
    ]);
    expect(document.title).toBe('Cartelería digital, medición de audiencia e IA para empresas | LINX');
  });

  it('shows two benefit columns of four concept cards linking to the landing pages', () => {
    renderWithProviders(<HomePage />);
    const customer = screen.getByRole('article', { name: 'Conecta con tu audiencia' });
    const productivity = screen.getByRole('article', { name: 'Impulsa tu productividad' });
    expect(within(customer).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(within(productivity).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(within(customer).getByRole('link')).toHaveAttribute('href', '/experiencia-cliente');
    expect(within(productivity).getByRole('link')).toHaveAttribute('href', '/productividad');
  });

  it('lists the four steps and the satisfaction figures', () => {
    renderWithProviders(<HomePage />);
    for (const step of ['Diseño', 'Implementación', 'Entrenamiento', 'Acompañamiento']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(step) })).toBeInTheDocument();
    }
    for (const figure of ['95%', '+40%', '+60%']) expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it.each([
    ['Medición de Audiencia', '/servicios/medicion-audiencia'],
    ['Lift and Learn', '/servicios/lift-and-learn'],
    ['Cloud Digital Signage PLUS', '/servicios/gestion-contenidos'],
    ['Asistente IA', '/servicios/asistente-ia'],
  ])('the product card %s lands on %s', (name, route) => {
    renderWithProviders(<HomePage />);
    const products = screen.getByRole('region', { name: 'Soluciones listas para implementar' });
    const link = within(products).getByRole('link', { name });
    expect(link).toHaveAttribute('href', route);
    fireEvent.click(link);
    expect(locationRef.current?.pathname).toBe(route);
  });

  it('shows eight client logos, lazily loaded with their size', () => {
    renderWithProviders(<HomePage />);
    const clients = screen.getByRole('region', { name: 'Empresas que confían en LINX' });
    const logos = within(clients).getAllByRole('img');
    expect(logos).toHaveLength(8);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo.getAttribute('alt')).not.toBe('');
    }
  });

  it('ends with the orange call to action to /contacto', () => {
    renderWithProviders(<HomePage />);
    const band = screen.getByRole('region', { name: '¿Listo para conectar con tu audiencia?' });
    const link = within(band).getByRole('link', { name: 'Contacta con un asesor' });
    fireEvent.click(link);
    expect(locationRef.current?.pathname).toBe('/contacto');
  });
});
