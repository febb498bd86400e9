import { contactFormPath, paths } from '@linx/shared';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { SectionActions } from './section-actions';

describe('SectionActions', () => {
  it('renders links, in-page anchors and the consultancy button', () => {
    renderWithProviders(
      <>
        <SectionActions
          actions={[
            { kind: 'link', label: 'Contáctanos', to: paths.contact },
            { kind: 'anchor', label: 'Ir al formulario', targetId: 'contacto-seo' },
            { kind: 'consultancy' },
          ]}
        />
        <section id="contacto-seo" tabIndex={-1}>
          Contacto
        </section>
      </>,
      { route: paths.seo },
    );
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', paths.contact);

    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const anchor = screen.getByRole('link', { name: 'Ir al formulario' });
    expect(anchor.getAttribute('href')).toMatch(/#contacto-seo$/);
    fireEvent.click(anchor);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(document.activeElement).toHaveAttribute('id', 'contacto-seo');

    fireEvent.click(screen.getByRole('button', { name: 'Solicitar una consultoría' }));
    expect(`${locationRef.current?.pathname}${locationRef.current?.hash}`).toBe(contactFormPath);
  });
});
