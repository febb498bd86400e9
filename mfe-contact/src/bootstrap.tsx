import '@fontsource-variable/inter';
import { paths, renderStandalone } from '@linx/shared';
import ContactPage from './exposes/contact-page';
import ContactSuccessPage from './exposes/contact-success-page';

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('contact', [
  { path: paths.contact, label: 'Contacto', Component: ContactPage },
  { path: paths.contactSuccess, label: 'Mensaje Enviado', Component: ContactSuccessPage },
]);
