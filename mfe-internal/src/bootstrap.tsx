import '@fontsource-variable/inter';
import { paths, renderStandalone } from '@linx/shared';
import SignatureBuilderPage from './exposes/signature-builder-page';

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('internal', [
  { path: paths.signatures, label: 'Generador de Firmas', Component: SignatureBuilderPage },
]);
