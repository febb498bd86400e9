import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dropInitialData } from '../../rendering';
import { arriveAsRenderedHtml } from '../../testing/page-of-html';
import { contentKey, ServedHtml } from './served-html';

const SOURCE = 'Texto con [un enlace al catálogo](/productos).';
const rendered = jest.fn();

/** Stands in for the Markdown renderer: records each time it runs. */
const Body = ({ text }: { text: string }) => {
  rendered(text);
  return (
    <p>
      Texto con <a href="/productos">un enlace al catálogo</a>.
    </p>
  );
};

const site = (source: string) => (
  <MemoryRouter>
    <Routes>
      <Route
        path="/"
        element={
          <ServedHtml source={source}>
            <Body text={source} />
          </ServedHtml>
        }
      />
      <Route path="/productos" element={<h1>Catálogo de Productos</h1>} />
    </Routes>
  </MemoryRouter>
);

describe('ServedHtml', () => {
  beforeAll(arriveAsRenderedHtml);
  beforeEach(() => rendered.mockClear());

  it('gives each content its own key', () => {
    expect(contentKey(SOURCE)).toBe(contentKey(`${SOURCE}`));
    expect(contentKey(SOURCE)).not.toBe(contentKey(`${SOURCE} `));
    expect(contentKey('')).toMatch(/^[0-9a-z]+$/);
  });

  it('hydrating the page of its HTML: keeps that markup, never runs the renderer; a site link navigates in the app', async () => {
    const html = renderToString(site(SOURCE));
    rendered.mockClear();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const kept = container.querySelector('p');
    const root = await act(async () => hydrateRoot(container, site(SOURCE)));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(kept);

    await userEvent.click(screen.getByRole('link', { name: 'un enlace al catálogo' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('renders its children where the HTML holds other content', () => {
    const other = document.createElement('div');
    other.setAttribute('data-served-html', contentKey('otro texto'));
    other.innerHTML = '<p>Otro texto</p>';
    document.body.append(other);
    render(site(SOURCE));
    expect(rendered).toHaveBeenCalledWith(SOURCE);
    other.remove();
  });

  it('renders its children after the first navigation, even over the same markup', () => {
    const old = document.createElement('div');
    old.setAttribute('data-served-html', contentKey(SOURCE));
    old.innerHTML = '<p>Texto de la página anterior</p>';
    document.body.append(old);
    dropInitialData();
    render(site(SOURCE));
    expect(rendered).toHaveBeenCalledWith(SOURCE);
    old.remove();
  });
});
