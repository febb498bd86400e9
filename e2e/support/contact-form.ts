import type { Page } from '@playwright/test';

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
