import { fetchTeamMembers, getRuntimeConfig, type TeamMember } from '@linx/shared';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import SignatureBuilderPage from '../../../exposes/signature-builder-page';
import { fakeTeamCms, rawTeam } from '../../../testing/team-cms';
import { buildSignatureHtml } from '../lib/signature-html';
import { SignatureBuilder } from './signature-builder';

const ROUTE = '/sobre-nosotros/firmas';
const COPY = 'Copiar código HTML';
const COPIED = '¡Código HTML copiado!';
const EMPTY = 'No pudimos cargar la lista del equipo en este momento. Vuelve a intentarlo más tarde.';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const installClipboard = (clipboard: Partial<Clipboard> | undefined, withItem = true) => {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  Object.defineProperty(globalThis, 'ClipboardItem', {
    value: withItem ? FakeClipboardItem : undefined,
    configurable: true,
    writable: true,
  });
};

const startCms = fakeTeamCms();
const memberButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const preview = () => screen.getByTestId('signature-preview');
const htmlFor = (member: TeamMember) => buildSignatureHtml(member, { assetsBaseUrl: getRuntimeConfig().assetsBaseUrl });
/** Flushes the clipboard promise and the state update after it. */
const settle = () => act(async () => undefined);

/** The page over a fake CMS with the roster; resolves once the members are listed, with their view models. */
const openPage = async () => {
  const cms = await startCms();
  const team = await fetchTeamMembers();
  renderWithProviders(<SignatureBuilderPage />, { route: ROUTE });
  await screen.findByRole('group', { name: 'Elige a un integrante' });
  return { cms, team };
};

afterEach(() => {
  jest.useRealTimers();
  installClipboard(undefined);
  window.history.replaceState(null, '');
});

describe('SignatureBuilderPage', () => {
  it('renders one h1, the note and noindex metadata', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de Firmas de Correo' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '* Para implementar la firma, copia el código HTML y pégalo en tu cliente de correo electrónico.',
      ),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('lists the whole CMS roster (those hidden from About too), the commercial manager among them, first selected', async () => {
    await openPage();
    const buttons = within(screen.getByRole('group', { name: 'Elige a un integrante' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(rawTeam.map((m) => `${m.name}${m.role}`));
    expect(memberButton('Rodrigo Salinas')).toHaveTextContent('Gerente Comercial');
    expect(memberButton('Felipe Araya')).toBeInTheDocument();
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(within(preview()).getByText('Valentina Soto')).toBeInTheDocument();
  });

  it('moves the selection and the preview to the clicked member', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(memberButton('Rodrigo Salinas'));
    expect(memberButton('Rodrigo Salinas')).toHaveAttribute('aria-pressed', 'true');
    expect(memberButton('Valentina Soto')).toHaveAttribute('aria-pressed', 'false');
    expect(within(preview()).getByText('Rodrigo Salinas')).toBeInTheDocument();
    expect(within(preview()).queryByText('Valentina Soto')).not.toBeInTheDocument();
  });

  it.each(rawTeam.map((m) => [m.name] as const))('previews the signature of %s with the CMS photo', async (name) => {
    const user = userEvent.setup();
    const { cms, team } = await openPage();
    const member = team.find((m) => m.name === name) as TeamMember;
    await user.click(memberButton(name));
    const signature = within(preview());
    expect(signature.getByText(member.name)).toBeInTheDocument();
    expect(signature.getByText(member.role)).toBeInTheDocument();
    expect(signature.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
    expect(signature.getByRole('link', { name: 'www.linx.cl' })).toHaveAttribute('href', 'https://www.linx.cl');
    expect(signature.getByText(`“${member.quote}”`).getAttribute('style')).toContain('font-style:italic');
    expect(signature.getByText('Everything about links')).toBeInTheDocument();
    const photo = signature.getByRole('img', { name: `Foto de ${member.name}` });
    // Absolute, on the CMS: the Media Library file the editors uploaded.
    expect(photo.getAttribute('src')).toMatch(new RegExp(`^${cms.url}/uploads/[a-z-]+\\.png$`));
    expect(photo).toHaveAttribute('width', '100');
    expect(signature.getByRole('img', { name: 'LINX' }).closest('a')).toHaveAttribute('href', 'https://www.linx.cl');
  });

  it('shows hostile member text literally in the preview, never as markup', () => {
    const hostile: TeamMember = {
      id: 1,
      name: 'Eva <i>Mala</i>',
      role: 'Rol',
      email: 'eva@linx.cl',
      quote: '<script>window.hacked = true</script> "citado"',
      showOnAbout: true,
    };
    renderWithProviders(<SignatureBuilder members={[hostile]} />, { route: ROUTE });
    expect(preview().querySelector('script, i')).toBeNull();
    expect(within(preview()).getByText(`“${hostile.quote}”`)).toBeInTheDocument();
    expect(within(preview()).getByText(hostile.name)).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it.each<[string, unknown[] | { status: number; body: object }]>([
    ['down', { status: 503, body: {} }],
    ['empty', []],
  ])('with the CMS %s, says the team cannot be listed and offers nothing to copy', async (_label, answer) => {
    await startCms(answer);
    renderWithProviders(<SignatureBuilderPage />, { route: ROUTE });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Generador de Firmas de Correo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});

describe('copying the signature', () => {
  it('writes the previewed HTML as text/html and text/plain, then confirms for 2 seconds', async () => {
    const { team } = await openPage();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const write = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    installClipboard({ write, writeText });
    const member = team[1];
    await user.click(memberButton(member.name));
    await user.click(screen.getByRole('button', { name: COPY }));
    await settle();

    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    const [[[item]]] = write.mock.calls as [[[FakeClipboardItem]]];
    expect(Object.keys(item.items).sort()).toEqual(['text/html', 'text/plain']);
    const copiedHtml = await readBlob(item.items['text/html']);
    expect(copiedHtml).toBe(htmlFor(member));
    expect(await readBlob(item.items['text/plain'])).toBe(copiedHtml);
    // The preview is that very HTML.
    const parsed = document.createElement('div');
    parsed.innerHTML = copiedHtml;
    expect(preview().innerHTML).toBe(parsed.innerHTML);

    expect(screen.getByRole('button', { name: COPIED })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(COPIED);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: COPIED })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPIED })).not.toBeInTheDocument();
  });

  it('falls back to plain text where ClipboardItem is missing', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    installClipboard({ writeText }, false);
    const { team } = await openPage();
    await user.click(screen.getByRole('button', { name: COPY }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(htmlFor(team[0]));
    expect(screen.getByRole('button', { name: COPIED })).toBeInTheDocument();
  });

  it('when the clipboard is refused, asks to copy by hand and shows the code selectable', async () => {
    const user = userEvent.setup();
    const refuse = jest.fn().mockRejectedValue(new DOMException('Denegado', 'NotAllowedError'));
    installClipboard({ write: refuse, writeText: refuse });
    const { team } = await openPage();
    await user.click(screen.getByRole('button', { name: COPY }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(/copiar automáticamente.*cópialo manualmente/);
    const code = screen.getByRole('textbox', { name: 'Código HTML de la firma' });
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveValue(htmlFor(team[0]));
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument();
    await user.click(code);
    const textarea = code as HTMLTextAreaElement;
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, textarea.value.length]);
  });
});

describe('Volver', () => {
  it('goes home when the page was opened directly', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(locationRef.current?.pathname).toBe('/');
  });

  it('goes back one step when there is an earlier entry', async () => {
    const user = userEvent.setup();
    await startCms();
    renderWithProviders(
      <>
        <Link to={ROUTE}>Ir a firmas</Link>
        <SignatureBuilderPage />
      </>,
      { route: '/blog' },
    );
    await user.click(screen.getByRole('link', { name: 'Ir a firmas' }));
    expect(locationRef.current?.pathname).toBe(ROUTE);
    // What react-router's BrowserRouter keeps in history.state for a second entry.
    window.history.replaceState({ idx: 1 }, '');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(locationRef.current?.pathname).toBe('/blog');
  });
});
