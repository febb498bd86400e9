import { renderWithProviders } from '@linx/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** Test helper: the browser's Back/Forward, driven through the router. */
export const historyRef: { navigate: NavigateFunction | null } = { navigate: null };

const HistoryProbe = () => {
  const navigate = useNavigate();
  useEffect(() => {
    historyRef.navigate = navigate;
  });
  return null;
};

/**
 * A function that renders the page at /productos (with an optional query) and waits until products
 * and categories have loaded. The test hands in the exposed page: helpers never import `exposes/`.
 */
export const catalogueRenderer =
  (Page: ComponentType) =>
  async (search = '') => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <>
        <Page />
        <HistoryProbe />
      </>,
      { route: `/productos${search}` },
    );
    // Generous first wait: the first render of a test file also compiles the modules.
    await screen.findByRole('button', { name: 'Videowalls' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('Cargando…')).not.toBeInTheDocument(), { timeout: 5000 });
    return { user, ...view };
  };

export const resultCount = (): string | null => screen.getByText(/^\d+ productos?$/).textContent;

export const cardNames = (): string[] =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');

/**
 * Taps a category button and waits for what follows its paint: the URL and the results
 * (CategoryFilter hands the choice on with afterNextPaint).
 */
export const chooseCategory = async (user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> => {
  await user.click(screen.getByRole('button', { name }));
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
};
