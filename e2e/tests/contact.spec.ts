import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fillContactForm, submitContactForm } from '../support/contact-form';
import { expect, test, type Page } from '../support/test';

/**
 * Contact form against the real lead service (started by the e2e setup on :4000). The stored lead is
 * read back with the service's staff CLI, pointed at the database the e2e lead service writes
 * (E2E_LEADS_DB; without it the CLI reads the service's default database).
 */
const repoRoot = path.resolve(__dirname, '../..');

const showLead = (id: string): string =>
  execFileSync('npm', ['run', '--silent', 'leads', '-w', 'lead-service', '--', 'show', id], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...(process.env.E2E_LEADS_DB ? { LEADS_DB: process.env.E2E_LEADS_DB } : {}) },
  });

const lead = {
  name: 'Valentina Ríos',
  email: 'valentina.rios@comercial-andes.cl',
  company: `Comercial Andes E2E ${Date.now()}`,
  service: 'Cartelería Digital',
  message: 'Necesitamos pantallas para 3 sucursales en Santiago.',
};

const fillForm = (page: Page) => fillContactForm(page, lead);

test.describe('contact form', () => {
  // A visitor without Global Privacy Control: the form sends the visit's attribution.
  test.use({ realBeacons: true });

  test('a submitted lead lands on the success page and is in the store', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await fillForm(page);

    const response = await submitContactForm(page);
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      name: lead.name,
      email_from: lead.email,
      contact_name: lead.company,
      description: `${lead.message} ${lead.service}`,
      // The visit's landing page (docs/decisions.md 14): this visit began on /contacto, from no other site.
      attribution: { landing_page: '/contacto' },
    });
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page).toHaveURL(/\/contacto\/exito$/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Mensaje Enviado!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');

    const { id } = (await response.json()) as { id: string };
    const stored = showLead(id);
    expect(stored).toContain(`id:            ${id}`);
    expect(stored).toContain(`contact_name:  ${lead.company}`);
    expect(stored).toContain(`email_from:    ${lead.email}`);
    expect(stored).toContain(`description:   ${lead.message} ${lead.service}`);
  });

  test('with the lead service unreachable the form stays filled and explains the failure', async ({ page }) => {
    await page.route('**/crm.lead', (route) => route.abort());
    await page.goto('/contacto');
    await fillForm(page);
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos enviar tu mensaje. Inténtalo nuevamente en unos minutos.',
    );
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(lead.name);
    await expect(page.getByRole('textbox', { name: 'Email Corporativo' })).toHaveValue(lead.email);
    await expect(page.getByRole('textbox', { name: 'Empresa', exact: true })).toHaveValue(lead.company);
    await expect(page.getByRole('combobox', { name: 'Servicio de Interés' })).toHaveValue(lead.service);
    await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveValue(lead.message);
    await expect(page.getByRole('button', { name: 'Enviar Mensaje' })).toBeEnabled();
  });

  test('a webmail address is stopped by the browser before any request', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/crm.lead') && request.method() === 'POST') posted = true;
    });
    await page.goto('/contacto');
    await fillForm(page);
    await page.getByRole('textbox', { name: 'Email Corporativo' }).fill('valentina@Gmail.com');
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
    expect(
      await page
        .getByRole('textbox', { name: 'Email Corporativo' })
        .evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contacto$/);
    expect(posted).toBe(false);
  });

  test('#contact-form scrolls down to the form', async ({ page }) => {
    await page.goto('/contacto#contact-form');
    await expect(page.getByRole('form', { name: 'Contáctanos' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
