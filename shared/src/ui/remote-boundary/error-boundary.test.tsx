import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

let broken = true;
const Part = () => {
  if (broken) throw new Error('fallo al renderizar');
  return <p>Contenido</p>;
};

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback for a part that throws, and tries the part again on a new resetKey only', () => {
    broken = true;
    const at = (resetKey: string) => (
      <ErrorBoundary fallback={<p>No disponible</p>} resetKey={resetKey}>
        <Part />
      </ErrorBoundary>
    );
    const { rerender } = render(at('/uno'));
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    broken = false;
    rerender(at('/uno'));
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    rerender(at('/dos'));
    expect(screen.getByText('Contenido')).toBeInTheDocument();
  });
});
