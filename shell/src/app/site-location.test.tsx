import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { siteLocation, usePublishLocation } from './site-location';

const Page = () => {
  usePublishLocation();
  return (
    <nav>
      <Link to="/productos">productos</Link>
      <Link to="/productos?q=led">buscar</Link>
    </nav>
  );
};

describe('siteLocation', () => {
  it('tells its listeners each new path the router shows, once per path', async () => {
    const seen: string[] = [];
    const stop = siteLocation.subscribe(({ location }) => seen.push(location.pathname));
    render(
      <MemoryRouter initialEntries={['/contacto']}>
        <Page />
      </MemoryRouter>,
    );
    expect(siteLocation.state.location.pathname).toBe('/contacto');
    await userEvent.click(screen.getByRole('link', { name: 'productos' }));
    await userEvent.click(screen.getByRole('link', { name: 'buscar' }));
    expect(seen).toEqual(['/contacto', '/productos']);
    expect(siteLocation.state.location.pathname).toBe('/productos');
    stop();
  });
});
