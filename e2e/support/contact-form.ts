import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

export interface ContactLead {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
}

/** Fills the contact form of /contacto as a visitor does, field by field. */
export const fillContactForm = async (page: Page, lead: ContactLead): Promise<void> => {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(lead.name);
  await page.getByRole('textbox', { name: 'Email Corporativo' }).fill(lead.email);
  await page.getByRole('textbox', { name: 'Empresa', exact: true }).fill(lead.company);
  await page.getByRole('combobox', { name: 'Servicio de Interés' }).selectOption(lead.service);
  await page.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(lead.message);
};

/** The form as the page shows it: each field's value and message, and the form's alert. */
const formState = (page: Page) =>
  page.evaluate(() => {
    const form = document.getElementById('contact-form');
    const fields = [...(form?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? [])].map(
      (field) =>
        `${field.name}=${JSON.stringify(field.value)}${field.validationMessage ? ` (${field.validationMessage})` : ''}`,
    );
    const alert = form?.querySelector('[role="alert"]')?.textContent?.trim();
    return `${location.pathname}: ${fields.join(', ') || 'sin formulario'}; alerta: ${alert || 'ninguna'}`;
  });

/**
 * Sends the filled form ("Enviar Mensaje") and returns the lead service's answer to its POST. When
 * no answer comes within `timeout`, fails with what the page showed then: the form's values and
 * messages, its alert, and the page's errors, warnings and failed requests since the click. CI
 * prints a failure's message, not its trace.
 */
export const submitContactForm = async (page: Page, { timeout = 30_000 } = {}): Promise<Response> => {
  const seen: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) seen.push(`console.${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => seen.push(`error: ${error.message}`);
  const onFailed = (request: Request) =>
    seen.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  try {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/crm.lead') && response.request().method() === 'POST',
      { timeout },
    );
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
    return await answer.catch(async () => {
      throw new Error(
        `The lead service did not answer the form within ${timeout / 1000} s. ${await formState(page)}\n${seen.join('\n')}`,
      );
    });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
  }
};
