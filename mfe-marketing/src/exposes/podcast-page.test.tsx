import { paths } from '@linx/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@linx/shared/testing';
import { fakeCompanyCms, rawEpisodes } from '../testing/company-cms';
import { sectionsLoaded } from '../testing/page-helpers';
import { seededPageAnswer } from '../testing/seeded-pages';
import PodcastPage from './podcast-page';

const startCompanyCms = fakeCompanyCms();
/** The fake CMS with the company collections and the page the CMS seeds at podcast (cms/src/seed/data/pages). */
const startCms = (answers: Parameters<typeof startCompanyCms>[0] = {}) =>
  startCompanyCms({ ...seededPageAnswer(paths.podcast), ...answers });
const VIDEO = 'https://www.youtube.com/watch?v=linx-episodio-2';
const episodes = () => screen.getByRole('region', { name: 'Episodios' });

describe('PodcastPage', () => {
  it('is titled "Podcast LINX" and lists the episodes of the CMS', async () => {
    const cms = await startCms();
    renderWithProviders(<PodcastPage />, { route: paths.podcast });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Podcast LINX');
    const [episode] = await within(episodes()).findAllByRole('article');
    expect(within(episodes()).getAllByRole('article')).toHaveLength(1);
    expect(within(episode).getByText('12 de marzo de 2025')).toHaveAttribute('datetime', '2025-03-12');
    expect(within(episode).getByText('42 min')).toHaveAttribute('datetime', 'PT42M');
    expect(within(episode).getByText(/Conversamos con nuestro equipo de operaciones/)).toBeInTheDocument();
    const thumbnail = within(episode).getByRole('img', { name: 'Miniatura del episodio' });
    expect(thumbnail).toHaveAttribute('src', `${cms.url}/uploads/episodio-1.jpg`);
    expect(thumbnail).toHaveAttribute('width', '1280');
    expect(document.title).toBe('Podcast LINX | LINX');
  });

  it('shows an episode without a video address unlinked: no link to a guessed address, no empty link', async () => {
    await startCms();
    renderWithProviders(<PodcastPage />, { route: paths.podcast });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    const [episode] = await within(episodes()).findAllByRole('article');
    expect(within(episode).queryAllByRole('link')).toEqual([]);
    expect(within(episode).getByRole('heading', { name: 'Pantallas que venden más' })).toBeInTheDocument();
    expect(within(episode).queryByText('Escuchar episodio')).not.toBeInTheDocument();
  });

  it('opens the video in a new tab from the thumbnail, the title and "Escuchar episodio", newest episode first', async () => {
    await startCms(
      seededPageAnswer(paths.podcast, {
        'sections.episode-list': [
          ...rawEpisodes,
          { ...rawEpisodes[0], id: 2, title: 'Segundo episodio', date: '2025-06-01', youtubeUrl: VIDEO },
        ],
      }),
    );
    renderWithProviders(<PodcastPage />, { route: paths.podcast });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    const [newest] = await within(episodes()).findAllByRole('article');
    expect(within(newest).getByRole('heading', { name: /Segundo episodio/ })).toBeInTheDocument();
    const links = [
      within(newest).getByRole('link', { name: /^Ver el video de «Segundo episodio»/ }),
      within(newest).getByRole('link', { name: /^Segundo episodio/ }),
      within(newest).getByRole('link', { name: /^Escuchar episodio/ }),
    ];
    for (const link of links) {
      expect(link).toHaveAttribute('href', VIDEO);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Inside the named link the thumbnail is decorative.
    expect(links[0].querySelector('img')).toHaveAttribute('alt', '');
  });

  it('without an episode in the page read, leaves the list out, says why, and keeps the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startCms(seededPageAnswer(paths.podcast, { 'sections.episode-list': [] }));
    renderWithProviders(<PodcastPage />, { route: paths.podcast });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    await waitFor(() =>
      expect(warn.mock.calls.map(([line]) => String(line))).toContain(
        '[linx] Sección omitida en /podcast: episode-list (posición 0): La sección «Episodios» no recibió datos del CMS',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Episodios' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Podcast LINX');
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
  });

  it('links the hero to the YouTube channel in a new tab and closes with a contact call to action', async () => {
    await startCms();
    renderWithProviders(<PodcastPage />, { route: paths.podcast });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    const channel = screen.getByRole('link', { name: 'Ir a nuestro canal de YouTube' });
    expect(channel).toHaveAttribute('href', 'https://www.youtube.com/@linxchile');
    expect(channel).toHaveAttribute('target', '_blank');
    const band = screen.getByRole('region', { name: '¿Tienes una historia que contar?' });
    expect(within(band).getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
    await within(episodes()).findAllByRole('article');
  });
});
