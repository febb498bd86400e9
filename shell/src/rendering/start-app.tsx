import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app/app';

/** The whole site as the browser renders it; the render pass renders the same element to HTML. */
export const siteElement = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Transitions render in slices that yield to the browser: no long task while the site starts.

/** Renders the site into an empty (or not matching) container. */
export const startClient = (container: HTMLElement): Root => {
  // The page's own <title> comes with its render; the shell's generic one would stay beside it.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  const root = createRoot(container);
  startTransition(() => root.render(siteElement));
  return root;
};

/** Adopts the markup the page's HTML arrived with: no second render, no blank frame. */
export const startHydrated = (container: HTMLElement): void => {
  startTransition(() => {
    hydrateRoot(container, siteElement, {
      onRecoverableError: (error) => console.error('Hidratación recuperada con render en el navegador:', error),
    });
  });
};
