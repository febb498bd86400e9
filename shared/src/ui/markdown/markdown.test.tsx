import { screen } from '@testing-library/react';
import { renderWithProviders as render } from '../../testing/render';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings, lists and allowed links', () => {
    render(<Markdown>{'## Título\n\n- uno\n- dos\n\n[web](https://linx.cl) [correo](mailto:a@b.cl)'}</Markdown>);
    expect(screen.getByRole('heading', { level: 2, name: 'Título' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', 'https://linx.cl');
    expect(screen.getByRole('link', { name: 'correo' })).toHaveAttribute('href', 'mailto:a@b.cl');
  });

  it('keeps site paths inside the app and opens other sites in a new tab', () => {
    render(<Markdown>{'[catálogo](/productos) [afuera](https://example.cl)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'catálogo' })).toHaveAttribute('href', '/productos');
    expect(screen.getByRole('link', { name: 'catálogo' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'afuera' })).toHaveAttribute('target', '_blank');
  });

  it('drops unsafe protocols and raw HTML', () => {
    const { container } = render(
      <Markdown>{'[x](javascript:alert(1)) <script>alert(1)</script><b>negrita</b>'}</Markdown>,
    );
    expect(container.querySelector('a')?.getAttribute('href') ?? '').toBe('');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});
