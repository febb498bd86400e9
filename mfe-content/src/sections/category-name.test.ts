import { categoryLabel, isAllCategory, matchesCategory } from './category-name';
import { combineResources } from './combine-resources';

describe('category names', () => {
  it('reads "todos" as no filter and shows it as "Todos"', () => {
    expect(isAllCategory('todos')).toBe(true);
    expect(isAllCategory('Todos')).toBe(true);
    expect(isAllCategory('Productividad')).toBe(false);
    expect(categoryLabel('todos')).toBe('Todos');
    expect(categoryLabel('Productividad')).toBe('Productividad');
  });

  it('matches by category name, accent and case insensitive', () => {
    expect(matchesCategory(['Cartelería Digital'], 'carteleria digital')).toBe(true);
    expect(matchesCategory(['Productividad'], 'Cartelería Digital')).toBe(false);
    expect(matchesCategory([], 'todos')).toBe(true);
  });
});

describe('combineResources', () => {
  const loading = { status: 'loading', data: undefined, error: undefined } as const;
  const failed = { status: 'error', data: undefined, error: new Error('caída') } as const;
  const ok = <T>(data: T) => ({ status: 'success', data, error: undefined }) as const;

  it('stays loading until both settle, even when one already failed', () => {
    expect(combineResources(failed, loading).status).toBe('loading');
    expect(combineResources(ok(1), loading).status).toBe('loading');
  });

  it('fails when either failed and succeeds with both values otherwise', () => {
    expect(combineResources(ok(1), failed).status).toBe('error');
    expect(combineResources(ok(1), ok('a'))).toEqual({ status: 'success', data: [1, 'a'], error: undefined });
  });
});
