import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { RemoteBoundary, type PageModule } from './remote-boundary';
import { REMOTE_FALLBACK_EVENT } from './remote-fallback-event';
import { RemoteUnavailable } from './remote-unavailable';

const Page = () => <h1>Página remota</h1>;
const Exploding = () => {
  throw new Error('fallo al renderizar');
};

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner while the remote loads, then the page', async () => {
    let resolve: (module: PageModule) => void = () => undefined;
    const load = () => new Promise<PageModule>((r) => (resolve = r));
    renderWithProviders(<RemoteBoundary load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    resolve({ default: Page });
    expect(await screen.findByRole('heading', { name: 'Página remota' })).toBeInTheDocument();
  });

  it('shows the Spanish fallback when the remote is down and retries on "Reintentar"', async () => {
    const load = jest
      .fn<Promise<PageModule>, []>()
      .mockRejectedValueOnce(new Error('remoto caído'))
      .mockResolvedValueOnce({ default: Page });
    renderWithProviders(<RemoteBoundary load={load} />);
    expect(await screen.findByText('Esta sección no está disponible en este momento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Página remota' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a page that throws while rendering', async () => {
    renderWithProviders(<RemoteBoundary load={async () => ({ default: Exploding })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible en este momento');
  });

  it('announces each fallback it shows, for the release watch; a page that renders announces nothing', async () => {
    const announced = jest.fn();
    window.addEventListener(REMOTE_FALLBACK_EVENT, announced);
    renderWithProviders(<RemoteBoundary load={async () => ({ default: Page })} />);
    expect(await screen.findByRole('heading', { name: 'Página remota' })).toBeInTheDocument();
    expect(announced).not.toHaveBeenCalled();
    renderWithProviders(<RemoteBoundary load={async () => ({ default: Exploding })} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(REMOTE_FALLBACK_EVENT, announced);
  });

  it('does not count the fallback of content that did not arrive (a CMS outage is not the release’s fault)', async () => {
    const announced = jest.fn();
    window.addEventListener(REMOTE_FALLBACK_EVENT, announced);
    renderWithProviders(<RemoteUnavailable cause="content" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible en este momento');
    expect(announced).not.toHaveBeenCalled();
    window.removeEventListener(REMOTE_FALLBACK_EVENT, announced);
  });
});
