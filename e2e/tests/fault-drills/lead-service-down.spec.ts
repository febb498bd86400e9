import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { drillDir, repoRoot, testProcesses, untilRefused, type TestProcess } from '../../support/processes';
import { expectOwnPage } from '../../support/drill-pages';
import { drillOrigin, drillPorts } from '../../support/ports';

/**
 * Drill: the lead service's process is killed (SIGKILL) while a visitor has the contact form open,
 * then started again on the same SQLite store. The run's lead service stays up for the other specs:
 * the drill starts its own, and a shell whose addresses file points at it.
 */
const site = drillOrigin('leadsShell');
const leads = drillOrigin('leads');
const serviceDir = path.join(repoRoot, 'lead-service');

const lead = {
  name: 'Valentina Ríos',
  email: 'valentina.rios@comercial-andes.cl',
  company: `Comercial Andes simulacro ${Date.now()}`,
  service: 'Cartelería Digital',
  message: 'Necesitamos pantallas para 3 sucursales en Santiago.',
};

const field = {
  name: (page: Page) => page.getByRole('textbox', { name: 'Nombre', exact: true }),
  email: (page: Page) => page.getByRole('textbox', { name: 'Email Corporativo' }),
  company: (page: Page) => page.getByRole('textbox', { name: 'Empresa', exact: true }),
  service: (page: Page) => page.getByRole('combobox', { name: 'Servicio de Interés' }),
  message: (page: Page) => page.getByRole('textbox', { name: 'Mensaje', exact: true }),
};

test.describe('drill: the lead service is killed while the form is open', () => {
  const processes = testProcesses();
  const dir = drillDir('leads');
  const db = path.join(dir, 'leads.db');
  let service: TestProcess;

  /** The staff CLI against the drill's store. */
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', path.join('src', 'cli.ts'), ...args], {
      cwd: serviceDir,
      encoding: 'utf8',
      env: { ...process.env, LEADS_DB: db },
    });
  /** How many leads the store holds, every status together (the CLI's closing summary line). */
  const storedLeads = () => {
    const summary = cli('list').trim().split('\n').at(-1) ?? '';
    expect(summary).toMatch(/^pending \d+ · /);
    return [...summary.matchAll(/[a-z_]+ (\d+)/g)].reduce((sum, [, count]) => sum + Number(count), 0);
  };

  test.beforeAll(async () => {
    service = processes.run({
      name: 'drill-leads',
      command: process.execPath,
      args: ['--import', 'tsx', path.join('src', 'server.ts')],
      cwd: serviceDir,
      env: {
        HOST: '127.0.0.1',
        PORT: String(drillPorts.leads),
        LEADS_DB: db,
        SITE_ORIGINS: site,
        LOG_LEVEL: 'warn',
      },
      readyUrl: `${leads}/health`,
      readyTimeoutMs: 30_000,
    });
    const shell = processes.staticServer('shell', drillPorts.leadsShell, {
      SHELL_PORT: String(drillPorts.leadsShell),
      LEADS_URL: leads,
    });
    await Promise.all([service.start(), shell.start()]);
  });
  test.afterAll(() => processes.stopAll());

  test('the form shows its error and keeps what was typed; after the restart the same submit stores one lead', async ({
    page,
  }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${leads}/crm.lead` && request.method() === 'POST') {
        keys.push(request.headers()['idempotency-key']);
      }
    });

    await page.goto(`${site}/contacto`);
    await expectOwnPage(page, 'contact');
    expect(storedLeads()).toBe(0);

    // The form is open; the service dies.
    await service.kill('SIGKILL');
    await untilRefused(`${leads}/health`);
    await field.name(page).fill(lead.name);
    await field.email(page).fill(lead.email);
    await field.company(page).fill(lead.company);
    await field.service(page).selectOption(lead.service);
    await field.message(page).fill(lead.message);
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos enviar tu mensaje. Inténtalo nuevamente en unos minutos.',
    );
    await expect(page).toHaveURL(`${site}/contacto`);
    await expect(field.name(page)).toHaveValue(lead.name);
    await expect(field.email(page)).toHaveValue(lead.email);
    await expect(field.company(page)).toHaveValue(lead.company);
    await expect(field.service(page)).toHaveValue(lead.service);
    await expect(field.message(page)).toHaveValue(lead.message);
    await expect(page.getByRole('button', { name: 'Enviar Mensaje' })).toBeEnabled();
    expect(keys).toHaveLength(1);

    // The service is back on the same store: the same submit, with the same idempotency key.
    await service.start();
    const answer = page.waitForResponse((response) => response.url() === `${leads}/crm.lead`);
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
    const response = await answer;
    expect(response.status()).toBe(202);
    await expect(page).toHaveURL(`${site}/contacto/exito`);
    await expect(page.getByRole('heading', { level: 1, name: '¡Mensaje Enviado!' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // The store holds exactly that one lead; a repeat of the request (an answer lost on the way)
    // is answered with the same lead and stores nothing new.
    const { id } = (await response.json()) as { id: string };
    expect(storedLeads()).toBe(1);
    expect(cli('show', id)).toContain(lead.company);
    const repeat = await fetch(`${leads}/crm.lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keys[0], Origin: site },
      body: response.request().postData() ?? '',
    });
    expect(repeat.status).toBe(202);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(((await repeat.json()) as { id: string }).id).toBe(id);
    expect(storedLeads()).toBe(1);
    expect(uncaught, 'uncaught errors').toEqual([]);
  });
});
