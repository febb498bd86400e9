import { act, fireEvent, screen, within } from '@testing-library/react';
import { carouselLoaded, renderWithProviders } from '@linx/shared/testing';
import { setRuntimeConfig } from '@linx/shared';
import { toPartner } from '../../api/mappers';
import { rawPartners } from '../../testing/company-cms';
import type { StrapiPartner } from '../../api/strapi-sections.generated';
import type { Partner } from '../../api/types';
import { PartnerLogos, PartnerCarousel } from './partner-carousel';

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Partners de LINX' });

const partners: Partner[] = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name, index) => ({
  id: index + 1,
  name,
  description: `Partner ${name}`,
  logo: { src: `https://cms.linx.cl/uploads/${name}.svg`, alt: '', width: 240, height: 80 },
  width: 240,
}));

// The carousel is a chunk of its own: loaded once, before any test (and its fake timers) renders one.
beforeAll(carouselLoaded);

describe('PartnerCarousel (CMS)', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));

  it('shows each partner logo the page read brought at its width, with alt text when unlinked', () => {
    renderWithProviders(
      <PartnerCarousel label="Partners de LINX" partners={rawPartners.map((raw) => toPartner(raw as StrapiPartner))} />,
    );
    const logo = within(carousel()).getByRole('img', { name: 'Logo de Vistek' });
    expect(logo).toHaveAttribute('src', 'http://cms.test/uploads/partner-4.svg');
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '80');
    expect(logo.closest('a')).toBeNull();
    expect(within(carousel()).getByText('Fabricante de pantallas LED')).toBeInTheDocument();
  });
});

describe('PartnerLogos timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const current = () => within(carousel()).getByRole('button', { current: true });

  it('advances every 3 s and loops back to the first partner', () => {
    renderWithProviders(<PartnerLogos label="Partners de LINX" partners={partners} />);
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
    renderWithProviders(<PartnerLogos label="Partners de LINX" partners={partners} />);
    const previous = within(carousel()).getByRole('button', { name: 'Diapositiva anterior' });
    fireEvent.click(previous);
    expect(current()).toHaveAccessibleName('Ir a la diapositiva 4');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(current()).toHaveAccessibleName('Ir a la diapositiva 1');
    fireEvent.blur(previous);
    tick(3000);
    expect(current()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('links a partner with an address in a new tab, the logo then decorative inside the named link', () => {
    renderWithProviders(
      <PartnerLogos
        label="Partners de LINX"
        partners={[{ ...partners[0], url: 'https://uno.example' }, partners[1]]}
      />,
    );
    const link = within(carousel()).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://uno.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Uno: Partner Uno (abre su sitio en una pestaña nueva)');
    // Unlinked without alt text in the Media Library: the partner's name.
    expect(within(carousel()).getByRole('img', { name: 'Dos' })).toBeInTheDocument();
  });
});
