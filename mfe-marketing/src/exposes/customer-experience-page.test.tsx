import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '@linx/shared';
import { locationRef } from '@linx/shared/testing';
import { seededPageRenderer } from '../testing/seeded-pages';
import CustomerExperiencePage from './customer-experience-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.customerExperience, <CustomerExperiencePage />);

describe('CustomerExperiencePage', () => {
  it('has its hero, in-store, out-of-store and integral sections and one h1', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conecta con tu audiencia');
    for (const name of [
      'Experiencia en tienda que invita a quedarse',
      'Tu marca visible en la calle, los pasillos y el teléfono',
      'Una sola experiencia, en todos los puntos de contacto',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const figure of ['+45%', '+35%', '24/7', '99,9%', '90%', '−40%'])
      expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Satisfacción de clientes' })).toHaveTextContent('98%');
    expect(document.title).toBe('Conecta con tu audiencia | LINX');
  });

  it('sends the hero consultancy button to the contact form', async () => {
    await renderPage();
    const hero = screen.getByRole('region', { name: 'Conecta con tu audiencia' });
    fireEvent.click(within(hero).getByRole('button', { name: 'Solicitar una consultoría' }));
    expect(locationRef.current?.pathname).toBe('/contacto');
    expect(locationRef.current?.hash).toBe('#contact-form');
  });

  it('jumps from the hero to the in-store section', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Ver experiencias' })).toHaveAttribute(
      'href',
      '/experiencia-cliente#experiencia-en-tienda',
    );
    expect(document.getElementById('experiencia-en-tienda')).toHaveTextContent('Experiencia en tienda');
  });

  it('closes with a consultancy button and a link to the success cases', async () => {
    await renderPage();
    const band = screen.getByRole('region', { name: 'Diseñemos la experiencia de tus clientes' });
    expect(within(band).getByRole('link', { name: 'Ver casos de éxito' })).toHaveAttribute('href', '/casos-exito');
    fireEvent.click(within(band).getByRole('button', { name: 'Solicitar una consultoría' }));
    expect(locationRef.current?.hash).toBe('#contact-form');
  });
});
