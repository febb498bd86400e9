import type { Category, Material } from '../../api/types';
import { ALL_MATERIALS_ID, filterMaterials, materialCategoryOptions } from './filter-materials';

const categories: Category[] = [
  { id: 1, name: 'todos' },
  { id: 2, name: 'Experiencia al Cliente' },
  { id: 3, name: 'Productividad' },
];
const material = (id: number, title: string, description: string, names: string[]): Material => ({
  id,
  title,
  description,
  file: { url: `https://cms.example/${id}.pdf`, name: `${id}.pdf`, mime: 'application/pdf', size: 120000 },
  categories: names.map((name, index) => ({ id: 100 + index, name })),
});
const materials = [
  material(1, 'Brief: Cartelería Digital', 'Pantallas en tienda', ['Experiencia al Cliente']),
  material(2, 'Checklist interno', 'Comunicación con pantallas en faenas', ['Productividad']),
];

describe('filterMaterials', () => {
  it('puts "Todos" (id 0) first and drops the CMS "todos" entry', () => {
    expect(materialCategoryOptions(categories).map((c) => [c.id, c.name])).toEqual([
      [0, 'Todos'],
      [2, 'Experiencia al Cliente'],
      [3, 'Productividad'],
    ]);
  });

  it('filters by the chosen category name', () => {
    const result = filterMaterials(materials, categories, { categoryId: 3, query: '' });
    expect(result.map((m) => m.id)).toEqual([2]);
  });

  it('searches title and description, ignoring case and accents', () => {
    expect(
      filterMaterials(materials, categories, { categoryId: ALL_MATERIALS_ID, query: 'CARTELERIA' }).map((m) => m.id),
    ).toEqual([1]);
    expect(
      filterMaterials(materials, categories, { categoryId: ALL_MATERIALS_ID, query: 'comunicacion' }).map((m) => m.id),
    ).toEqual([2]);
    expect(filterMaterials(materials, categories, { categoryId: 2, query: 'faenas' })).toEqual([]);
  });
});
