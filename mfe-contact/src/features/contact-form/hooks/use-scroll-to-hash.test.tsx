import { CONTACT_FORM_ID, ConsultancyButton } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from '../../../exposes/contact-page';

const reducedMotion = (matches: boolean) =>
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('scrolling to #contact-form', () => {
  let scroll: jest.SpyInstance;
  beforeEach(() => {
    scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
  });
  afterEach(() => jest.restoreAllMocks());

  const scrolledElements = () => scroll.mock.contexts as Element[];

  it('scrolls smoothly to the form when the page loads with the hash', async () => {
    renderWithProviders(<ContactPage />, { route: `/contacto#${CONTACT_FORM_ID}` });
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolledElements()[0]).toBe(screen.getByRole('form', { name: 'Contáctanos' }));
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    reducedMotion(true);
    renderWithProviders(<ContactPage />, { route: `/contacto#${CONTACT_FORM_ID}` });
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('keeps the form on screen with a malformed hash (#%), without scrolling', async () => {
    renderWithProviders(<ContactPage />, { route: '/contacto#%' });
    expect(await screen.findByRole('form', { name: 'Contáctanos' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('does not scroll without the hash', async () => {
    renderWithProviders(<ContactPage />, { route: '/contacto' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('scrolls when the consultancy helper navigates here, also from this page itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ContactPage />
        <ConsultancyButton />
      </>,
      { route: '/contacto' },
    );
    await user.click(screen.getByRole('button', { name: 'Solicitar una consultoría' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scrolledElements()[0]).toHaveAttribute('id', CONTACT_FORM_ID);
    // Same URL again (a second click): a new navigation, so it scrolls again.
    await user.click(screen.getByRole('button', { name: 'Solicitar una consultoría' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(2));
  });
});
