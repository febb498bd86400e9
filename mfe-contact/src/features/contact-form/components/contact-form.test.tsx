import { CONTACT_FORM_ID, setRuntimeConfig } from '@linx/shared';
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  SERVICE_OPTIONS,
  toLeadPayload,
  type ContactFormValues,
} from '@linx/shared/leads';
import { locationRef, renderWithProviders, startFakeServer, type FakeServer } from '@linx/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from '../../../exposes/contact-page';

const LEAD = 'POST /crm.lead';
const FAILURE = 'No pudimos enviar tu mensaje. Inténtalo nuevamente en unos minutos.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const values: ContactFormValues = {
  name: 'María José Ñúñez',
  email: 'mjose@comercial-andes.cl',
  company: 'Comercial Andes SpA',
  service: 'Medición de Audiencia',
  message: 'Queremos medir el tráfico en 12 tiendas.',
};

let server: FakeServer;
let errorSpy: jest.SpyInstance;

beforeEach(async () => {
  server = await startFakeServer({ [LEAD]: { status: 202, body: { id: 'lead-1', status: 'accepted' } } });
  setRuntimeConfig({ leadsUrl: server.url });
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

const renderPage = () => {
  const user = userEvent.setup();
  renderWithProviders(<ContactPage />, { route: '/contacto' });
  return user;
};

const field = {
  name: () => screen.getByRole('textbox', { name: /^Nombre/ }),
  email: () => screen.getByRole('textbox', { name: /^Email Corporativo/ }),
  company: () => screen.getByRole('textbox', { name: /^Empresa/ }),
  service: () => screen.getByRole('combobox', { name: /^Servicio de Interés/ }),
  message: () => screen.getByRole('textbox', { name: /^Mensaje/ }),
};
const submitButton = () => screen.getByRole('button', { name: /Enviar Mensaje|Enviando/ });

const fill = async (user: ReturnType<typeof userEvent.setup>, data: ContactFormValues = values) => {
  await user.type(field.name(), data.name);
  await user.type(field.email(), data.email);
  await user.type(field.company(), data.company);
  await user.selectOptions(field.service(), data.service);
  await user.type(field.message(), data.message);
};

const leadRequests = () => server.requests.filter((r) => r.method === 'POST');

describe('ContactPage form', () => {
  it('shows the labelled, required fields with their native checks', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contáctanos' });
    expect(form).toHaveAttribute('id', CONTACT_FORM_ID);

    expect(field.name()).toHaveAttribute('maxlength', String(FIELD_LIMITS.name));
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('pattern', EMAIL_PATTERN);
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.email()).toHaveAccessibleDescription('Por favor, utiliza tu email corporativo');
    expect(field.company()).toHaveAttribute('autocomplete', 'organization');
    expect(field.message()).toHaveAttribute('rows', '4');
    expect(field.message()).toHaveAttribute('maxlength', String(FIELD_LIMITS.message));
    for (const control of Object.values(field)) expect(control()).toBeRequired();

    const options = within(field.service()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Selecciona un servicio', ...SERVICE_OPTIONS]);
    expect(options[0]).toBeDisabled();
    expect(field.service()).toHaveValue('');

    expect(screen.getByText('Campos obligatorios')).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleName('Enviar Mensaje');
    // The honeypot is out of the accessibility tree and the tab order.
    const honeypot = form.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: /Sitio web/ })).not.toBeInTheDocument();
  });

  it('shows the side cards with the mailbox, the city and the help message', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'contacto@linx.cl' })).toHaveAttribute('href', 'mailto:contacto@linx.cl');
    expect(screen.getByText('Santiago, Chile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¡Estamos aquí para ayudarte!' })).toBeInTheDocument();
  });

  it('sends nothing while the browser finds a field invalid (webmail address)', async () => {
    const user = renderPage();
    await fill(user, { ...values, email: 'mjose@GMAIL.com' });
    expect(field.email()).toBeInvalid();
    await user.click(submitButton());
    expect(leadRequests()).toHaveLength(0);
  });

  it('refuses a field of only spaces with a field message, without sending', async () => {
    const user = renderPage();
    await fill(user, { ...values, company: '   ' });
    await user.click(submitButton());
    expect((field.company() as HTMLInputElement).validationMessage).toBe('Este campo es obligatorio.');
    expect(leadRequests()).toHaveLength(0);
  });

  it('sends exactly the lead payload with an idempotency key, shows progress, then clears and redirects', async () => {
    server.set(LEAD, { status: 202, body: { id: 'lead-1', status: 'accepted' }, delayMs: 300 });
    const user = renderPage();
    await fill(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Enviando…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(locationRef.current?.pathname).toBe('/contacto/exito'));
    const [request] = leadRequests();
    expect(request.url).toBe('/crm.lead');
    // The lead and the visit's landing page, for the analytics conversion (docs/decisions.md 14).
    expect(JSON.parse(request.body)).toEqual({ ...toLeadPayload(values), attribution: { landing_page: '/' } });
    expect(Object.keys(JSON.parse(request.body))).toEqual([
      'name',
      'email_from',
      'contact_name',
      'description',
      'attribution',
    ]);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.headers['idempotency-key']).toMatch(UUID);

    for (const control of Object.values(field)) expect(control()).toHaveValue('');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends one request for a double click', async () => {
    server.set(LEAD, { status: 202, body: { id: 'lead-1' }, delayMs: 100 });
    const user = renderPage();
    await fill(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(locationRef.current?.pathname).toBe('/contacto/exito'));
    expect(leadRequests()).toHaveLength(1);
  });

  it('ignores a second submit of the form while the first is in flight', async () => {
    server.set(LEAD, { status: 202, body: { id: 'lead-1' }, delayMs: 100 });
    const user = renderPage();
    await fill(user);
    const form = screen.getByRole('form', { name: 'Contáctanos' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(locationRef.current?.pathname).toBe('/contacto/exito'));
    expect(leadRequests()).toHaveLength(1);
  });

  it('on failure keeps the values, shows the Spanish error, and retries with the same key', async () => {
    server.set(LEAD, { status: 503, body: { message: 'caído' } });
    const user = renderPage();
    await fill(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAILURE));
    expect(errorSpy).toHaveBeenCalledWith('Error al enviar el formulario', expect.anything());
    expect(field.name()).toHaveValue(values.name);
    expect(field.email()).toHaveValue(values.email);
    expect(field.company()).toHaveValue(values.company);
    expect(field.service()).toHaveValue(values.service);
    expect(field.message()).toHaveValue(values.message);
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveAccessibleName('Enviar Mensaje');
    expect(locationRef.current?.pathname).toBe('/contacto');

    server.set(LEAD, { status: 202, body: { id: 'lead-1' } });
    await user.click(submitButton());
    await waitFor(() => expect(locationRef.current?.pathname).toBe('/contacto/exito'));
    const [first, retry] = leadRequests();
    expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(retry.body).toBe(first.body);
  });

  it('uses a new key once the visitor edits the form after a failure', async () => {
    server.set(LEAD, { status: 500 });
    const user = renderPage();
    await fill(user);
    await user.click(submitButton());
    await screen.findByText(FAILURE);
    await user.type(field.message(), ' Urgente.');
    await user.click(submitButton());
    await waitFor(() => expect(leadRequests()).toHaveLength(2));
    const [first, second] = leadRequests();
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    expect(JSON.parse(second.body).description).toBe(`${values.message} Urgente. ${values.service}`);
  });

  it('sends the honeypot only when something filled it', async () => {
    const user = renderPage();
    await fill(user);
    const honeypot = screen.getByRole('form').querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(honeypot, 'https://spam.example');
    await user.click(submitButton());
    await waitFor(() => expect(leadRequests()).toHaveLength(1));
    expect(JSON.parse(leadRequests()[0].body)).toEqual({
      ...toLeadPayload(values),
      website: 'https://spam.example',
      attribution: { landing_page: '/' },
    });
  });
});
