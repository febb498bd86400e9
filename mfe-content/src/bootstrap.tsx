import '@fontsource-variable/inter';
import { paths, renderStandalone } from '@linx/shared';
import BlogPage from './exposes/blog-page';
import BlogArticlePage from './exposes/blog-article-page';
import CasesPage from './exposes/cases-page';
import CaseDetailPage from './exposes/case-detail-page';
import MaterialsPage from './exposes/materials-page';

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('content', [
  { path: paths.blog, label: 'Blog', Component: BlogPage },
  { path: paths.blogArticle, label: 'Artículo', Component: BlogArticlePage },
  { path: paths.cases, label: 'Casos de Éxito', Component: CasesPage },
  { path: paths.caseDetail, label: 'Caso de Éxito', Component: CaseDetailPage },
  { path: paths.materials, label: 'Materiales Descargables', Component: MaterialsPage },
]);
