import { renderWithProviders } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import type { Stats } from '../api/stats';
import { ReleaseSections } from './release-sections';

const stats = {
  errors: [
    { remote: 'catalogue', release: '1.0.1+ab12cd3', views: 40, errors: 12, fallbacks: 3, rate: 0.3 },
    { remote: 'catalogue', release: 'dist', views: 500, errors: 2, fallbacks: 0, rate: 0.004 },
  ],
  releases: [
    {
      at: '2026-11-28T10:09:00.000Z',
      app: 'catalogue',
      action: 'auto-rollback',
      version: null,
      from: '1.0.1+ab12cd3',
      by: 'vigilancia',
      reason: '12 errores en 40 vistas (30.0 %)',
    },
    { at: '2026-11-28T10:00:00.000Z', app: 'catalogue', action: 'promote', version: '1.0.1+ab12cd3', by: 'Ana' },
  ],
} as unknown as Stats;

describe('the release watch on the staff dashboard', () => {
  it('lists views, errors and errors per view of each remote’s release, in a captioned table', () => {
    renderWithProviders(<ReleaseSections stats={stats} />);
    const table = screen.getByRole('table', { name: 'Errores por remoto y versión' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Remoto', 'Versión', 'Páginas vistas', 'Errores', 'Avisos «no disponible»', 'Errores por vista']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['catalogue', '1.0.1+ab12cd3', '40', '12', '3', expect.stringMatching(/^30\s?%$/)]);
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('compilación propia');
  });

  it('lists every promote, refusal and rollback with when, who and why, the automatic ones named', () => {
    renderWithProviders(<ReleaseSections stats={stats} />);
    const table = screen.getByRole('table', { name: 'Publicaciones, rechazos y vueltas atrás' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cuándo', 'App', 'Versión', 'Acción', 'Quién', 'Motivo']);
    const automatic = within(table).getAllByRole('row')[1];
    expect(
      within(automatic)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'catalogue',
      'compilación propia',
      'Vuelta atrás automática',
      'vigilancia',
      '12 errores en 40 vistas (30.0 %)',
    ]);
    expect(within(automatic).getByRole('cell', { name: /2026/ }).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-28T10:09:00.000Z',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Publicada');
  });
});
