import { paths } from '@linx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { fakeCompanyCms, rawTeam } from '../testing/company-cms';
import { sectionsLoaded } from '../testing/page-helpers';
import { seededPageAnswer } from '../testing/seeded-pages';
import AboutPage from './about-page';

const startCompanyCms = fakeCompanyCms();
/** The fake CMS with the company collections and the page the CMS seeds at about (cms/src/seed/data/pages). */
const startCms = (answers: Parameters<typeof startCompanyCms>[0] = {}) =>
  startCompanyCms({ ...seededPageAnswer(paths.about), ...answers });
const teamRegion = () => screen.getByRole('region', { name: 'Nuestro Equipo' });

/** About over the fake CMS; resolves once the team cards are in. */
const openAbout = async (answers?: Parameters<typeof startCms>[0]) => {
  const cms = await startCms(answers);
  renderWithProviders(<AboutPage />, { route: paths.about });
  await screen.findByRole('heading', { level: 1 });
  await sectionsLoaded();
  return cms;
};

describe('AboutPage', () => {
  it('shows the banner, mission and vision, six values and the team members the CMS marks for About', async () => {
    await openAbout();
    const team = await within(teamRegion()).findAllByRole('listitem');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transformamos Ideas en Realidad');
    expect(screen.getByRole('heading', { level: 3, name: 'Misión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Visión' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Conoce Nuestro ADN' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // Tomás Herrera is in the roster (signatures) but not marked for About.
    expect(team.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Valentina Soto',
      'Rodrigo Salinas',
      'Felipe Araya',
    ]);
    expect(within(teamRegion()).getByText('Gerente Comercial')).toBeInTheDocument();
    expect(document.title).toBe('Sobre Nosotros | LINX');
  });

  it('shows each photo from the CMS media with its alt text, and initials where there is none', async () => {
    const cms = await openAbout();
    const valentina = await within(teamRegion()).findByRole('img', { name: 'Foto de Valentina Soto' });
    expect(valentina).toHaveAttribute('src', `${cms.url}/uploads/valentina.png`);
    // Intrinsic size of the upload (the CSS box is 112 px): the browser picks by `sizes`.
    expect(valentina).toHaveAttribute('width', '320');
    expect(valentina).toHaveAttribute('sizes', '112px');
    expect(valentina).toHaveAttribute('loading', 'lazy');
    // No alternative text in the Media Library: the page names the person.
    expect(within(teamRegion()).getByRole('img', { name: 'Foto de Rodrigo Salinas' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/rodrigo.png`,
    );
    expect(within(teamRegion()).getAllByRole('img')).toHaveLength(2);
    expect(within(teamRegion()).getByText('FA')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the professional profile in a new tab where the CMS has one, else the e-mail', async () => {
    await openAbout();
    const profile = await screen.findByRole('link', { name: /^Perfil profesional de Rodrigo Salinas/ });
    expect(profile).toHaveAttribute('href', 'https://perfiles.linx.cl/rodrigo-salinas');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Correo de Valentina Soto' })).toHaveAttribute(
      'href',
      'mailto:valentina.soto@linx.cl',
    );
    for (const link of within(teamRegion()).getAllByRole('link')) expect(link).not.toHaveAccessibleName('');
  });

  it('shows the four partners of the CMS, linked only where it has the real address', async () => {
    await openAbout();
    const carousel = await screen.findByRole('region', { name: 'Partners de LINX' });
    const links = within(carousel).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.nimbo.example');
    expect(links[0]).toHaveAccessibleName('Nimbo Cloud: Proveedor de nube (abre su sitio en una pestaña nueva)');
    for (const name of ['PeopleSense', 'Lumina Displays', 'Vistek']) {
      expect(within(carousel).getByRole('img', { name: `Logo de ${name}` })).toBeInTheDocument();
    }
  });

  it('without team members or partners in the page read, leaves both sections out, says why, keeps the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAbout(
      seededPageAnswer(paths.about, {
        'sections.team-grid': [],
        'sections.partner-carousel': [],
      }),
    );
    await waitFor(() =>
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
        expect.arrayContaining([
          '[linx] Sección omitida en /sobre-nosotros: team-grid (posición 0): La sección «Nuestro Equipo» no recibió datos del CMS',
          '[linx] Sección omitida en /sobre-nosotros: partner-carousel (posición 0): La sección «Nuestros Partners» no recibió datos del CMS',
        ]),
      ),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Nuestro Equipo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Partners de LINX' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Conoce Nuestro ADN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toBeInTheDocument();
  });

  it('with nobody marked for About, leaves the team out', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAbout(
      seededPageAnswer(paths.about, {
        'sections.team-grid': [{ ...rawTeam[3], showOnAbout: false }],
      }),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Nuestro Equipo' })).not.toBeInTheDocument();
  });

  it('closes with a call to action to /contacto', async () => {
    await openAbout();
    fireEvent.click(screen.getByRole('link', { name: 'Contáctanos' }));
    expect(locationRef.current?.pathname).toBe('/contacto');
    await within(teamRegion()).findAllByRole('listitem');
  });
});
