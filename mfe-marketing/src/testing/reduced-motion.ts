/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer `reduced`; undo with jest.restoreAllMocks(). */
export const mockReducedMotion = (reduced: boolean): void => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
};
