import '@fontsource-variable/inter';
import { paths, renderStandalone } from '@linx/shared';
import ProductCataloguePage from './exposes/product-catalogue-page';

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('catalogue', [
  { path: paths.products, label: 'Catálogo de Productos', Component: ProductCataloguePage },
]);
