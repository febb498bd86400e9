import { act, render, screen } from '@testing-library/react';
import { RENDERED_STATE_ID } from '../../rendering';
import type { DataRead } from '../page-data/data-read';
import { useAsyncResource } from './use-async-resource';

/** A read whose answer names its key, answered at once. */
const readOf = (key: string): DataRead<string> => ({ key, load: () => Promise.resolve(`respuesta de ${key}`) });

const Shows = ({ read }: { read: DataRead<string> | null }) => {
  const resource = useAsyncResource(read);
  return <p>{resource.status === 'success' ? resource.data : resource.status}</p>;
};

describe('useAsyncResource', () => {
  beforeAll(() => {
    // The page's HTML came with the answer of "articles" (rendered-state.ts).
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = RENDERED_STATE_ID;
    state.textContent = JSON.stringify({ data: { articles: 'del HTML' }, builds: {} });
    document.body.append(state);
  });

  it("starts from the HTML's answer, reads a new key, and reads again when the key comes back", async () => {
    const { rerender } = render(<Shows read={readOf('articles')} />);
    expect(screen.getByText('del HTML')).toBeInTheDocument();
    rerender(<Shows read={readOf('articles-in-category:Productividad:1')} />);
    expect(await screen.findByText('respuesta de articles-in-category:Productividad:1')).toBeInTheDocument();
    // Back to the first key (the blog's "Todos" after a category): its answer again, never a spinner left.
    rerender(<Shows read={readOf('articles')} />);
    expect(await screen.findByText('respuesta de articles')).toBeInTheDocument();
  });

  it('null reads nothing and stays loading', async () => {
    render(<Shows read={null} />);
    await act(() => Promise.resolve());
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
