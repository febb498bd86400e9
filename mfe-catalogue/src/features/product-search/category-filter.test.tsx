import { renderWithProviders } from '@linx/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryFilter } from './category-filter';

const categories = [
  { slug: 'pantallas', name: 'Pantallas' },
  { slug: 'kioscos', name: 'Kioscos' },
];
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('CategoryFilter', () => {
  it('shows the tapped category pressed at once, before the URL follows', async () => {
    const onSelect = jest.fn();
    renderWithProviders(<CategoryFilter categories={categories} selectedSlug={null} onSelect={onSelect} />);
    expect(pressed()).toEqual(['Ver todos']);
    await userEvent.click(screen.getByRole('button', { name: 'Kioscos' }));
    expect(pressed()).toEqual(['Kioscos']);
    // The URL follows once the pressed button is painted.
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('kioscos'));
  });

  it("shows the URL's category once it changes, whatever was tapped (Back, a link)", async () => {
    const { rerender } = renderWithProviders(
      <CategoryFilter categories={categories} selectedSlug="pantallas" onSelect={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kioscos' }));
    expect(pressed()).toEqual(['Kioscos']);
    rerender(<CategoryFilter categories={categories} selectedSlug={null} onSelect={() => undefined} />);
    expect(pressed()).toEqual(['Ver todos']);
  });
});
