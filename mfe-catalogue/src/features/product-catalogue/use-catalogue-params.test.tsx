import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCatalogueParams } from './use-catalogue-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/productos?q=led&categoria=pantallas-led']}>{children}</MemoryRouter>
);
const useParamsAndLocation = () => ({ params: useCatalogueParams(), location: useLocation() });

describe('useCatalogueParams', () => {
  it('reads ?q=, ?categoria= and ?producto=', () => {
    const { result } = renderHook(useParamsAndLocation, { wrapper });
    expect(result.current.params).toMatchObject({ term: 'led', categorySlug: 'pantallas-led', productSlug: null });
  });

  it('"Detalles" toggles: the same product again closes it, keeping the filters', () => {
    const { result } = renderHook(useParamsAndLocation, { wrapper });
    act(() => result.current.params.toggleProduct('absen-p26'));
    expect(result.current.params.productSlug).toBe('absen-p26');
    expect(result.current.location.search).toBe('?q=led&categoria=pantallas-led&producto=absen-p26');

    act(() => result.current.params.toggleProduct('absen-p26'));
    expect(result.current.params.productSlug).toBeNull();
    expect(result.current.location.search).toBe('?q=led&categoria=pantallas-led');
  });

  it('choosing a category or typing a search closes the detail', () => {
    const { result } = renderHook(useParamsAndLocation, { wrapper });
    act(() => result.current.params.toggleProduct('absen-p26'));
    act(() => result.current.params.selectCategory('videowalls'));
    expect(result.current.location.search).toBe('?q=led&categoria=videowalls');

    act(() => result.current.params.toggleProduct('absen-p26'));
    act(() => result.current.params.setTerm('tótem'));
    expect(result.current.params).toMatchObject({ term: 'tótem', productSlug: null });
  });
});
