import '@fontsource-variable/inter';
import { paths, renderStandalone, type StandalonePage } from '@linx/shared';
import { SectionsPageContent } from './features/sections-page';

/** The page built in the CMS at `path`, as the site's route of every other path (`/*path`) serves it. */
const cmsPage = (path: string, label: string): StandalonePage => ({
  path,
  label,
  Component: () => <SectionsPageContent path={path.slice(1)} />,
});

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('marketing', [
  cmsPage(paths.home, 'Inicio'),
  cmsPage(paths.customerExperience, 'Conecta con tu audiencia'),
  cmsPage(paths.productivity, 'Impulsa tu productividad'),
  cmsPage(paths.digitalSignage, 'Señalización Digital'),
  cmsPage(paths.contentManagement, 'Gestión de Contenidos'),
  cmsPage(paths.liftAndLearn, 'Lift and Learn'),
  cmsPage(paths.audienceMeasurement, 'Medición de Audiencia'),
  cmsPage(paths.cloud, 'Implementación Cloud'),
  cmsPage(paths.aiAssistant, 'Asistente IA'),
  cmsPage(paths.internalCommunications, 'Comunicaciones Internas'),
  cmsPage(paths.seo, 'SEO y SEM'),
  cmsPage(paths.about, 'Sobre Nosotros'),
  cmsPage(paths.podcast, 'Podcast'),
]);
