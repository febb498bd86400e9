import { cmsCalls } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MaterialsPage from '../../exposes/materials-page';
import { CMS, rawCategories, rawMaterials } from '../../testing/cms-fixtures';
import { pageWithFakeCms, type CmsAnswers } from '../../testing/page-with-fake-cms';

const MATERIALS = cmsCalls.materials;
const EMPTY = 'No hay materiales para mostrar en este momento.';

const page = pageWithFakeCms(MaterialsPage);
const start = (answers: CmsAnswers) => page.open('/recursos', answers);

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Buscar materiales' });

describe('MaterialsPage', () => {
  it('shows a spinner, then the materials with "Todos" selected', async () => {
    await start({ [MATERIALS]: { body: { data: rawMaterials }, delayMs: 50 }, '/categories': rawCategories });
    expect(screen.getByRole('heading', { level: 1, name: 'Materiales Descargables' })).toBeInTheDocument();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();

    const filters = await screen.findByRole('group', { name: 'Filtrar materiales por categoría' });
    const buttons = within(filters).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Todos',
      'Experiencia al Cliente',
      'Productividad',
      'Cartelería Digital',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(3);
    expect(search()).toHaveAttribute('placeholder', 'Buscar materiales...');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders chips in their colours and a "Descargar Brief" link opening in a new tab', async () => {
    await start({ [MATERIALS]: rawMaterials, '/categories': rawCategories });
    const card = (await screen.findByRole('heading', { name: 'Brief: Cartelería Digital para Retail' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Experiencia al Cliente')).toHaveAttribute('data-tone', 'accent');
    const download = within(card).getByRole('link', { name: /Descargar Brief/ });
    expect(download).toHaveTextContent('Descargar Brief');
    expect(download).toHaveAttribute('href', `${CMS}/uploads/brief-retail.pdf`);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');

    const other = screen
      .getByRole('heading', { name: 'Guía de Medición de Audiencia' })
      .closest('article') as HTMLElement;
    expect(within(other).getByText('Cartelería Digital')).toHaveAttribute('data-tone', 'info');
  });

  it('filters by category name', async () => {
    await start({ [MATERIALS]: rawMaterials, '/categories': rawCategories });
    await userEvent.click(await screen.findByRole('button', { name: 'Productividad' }));
    expect(screen.getByRole('button', { name: 'Productividad' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Checklist: Comunicación Interna']);
    await userEvent.click(screen.getByRole('button', { name: 'Todos' }));
    expect(titles()).toHaveLength(3);
  });

  it('searches the title, ignoring case and accents', async () => {
    await start({ [MATERIALS]: rawMaterials, '/categories': rawCategories });
    await screen.findByRole('group', { name: 'Filtrar materiales por categoría' });
    await userEvent.type(search(), 'MEDICION');
    expect(titles()).toEqual(['Guía de Medición de Audiencia']);
    expect(screen.getByText('1 material')).toBeInTheDocument();
  });

  it('searches the description too, and combines search with the category', async () => {
    await start({ [MATERIALS]: rawMaterials, '/categories': rawCategories });
    await screen.findByRole('group', { name: 'Filtrar materiales por categoría' });
    await userEvent.type(search(), 'faenas');
    expect(titles()).toEqual(['Checklist: Comunicación Interna']);

    await userEvent.click(screen.getByRole('button', { name: 'Experiencia al Cliente' }));
    expect(titles()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(search()).toHaveValue('');
    expect(titles()).toEqual(['Brief: Cartelería Digital para Retail']);
  });

  it.each([
    ['the materials', MATERIALS],
    ['the categories', '/categories'],
  ])('ends loading with empty lists and the message when %s fail', async (_label, failing) => {
    await start({ [MATERIALS]: rawMaterials, '/categories': rawCategories, [failing]: { status: 500, body: {} } });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(titles()).toEqual([]);
  });
});
