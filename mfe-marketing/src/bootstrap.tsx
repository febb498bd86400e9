import '@fontsource-variable/inter';
import { paths, renderStandalone } from '@linx/shared';
import HomePage from './exposes/home-page';
import CustomerExperiencePage from './exposes/customer-experience-page';
import ProductivityPage from './exposes/productivity-page';
import DigitalSignagePage from './exposes/digital-signage-page';
import ContentManagementPage from './exposes/content-management-page';
import LiftAndLearnPage from './exposes/lift-and-learn-page';
import AudienceMeasurementPage from './exposes/audience-measurement-page';
import CloudPage from './exposes/cloud-page';
import AiAssistantPage from './exposes/ai-assistant-page';
import InternalCommunicationsPage from './exposes/internal-communications-page';
import SeoPage from './exposes/seo-page';
import AboutPage from './exposes/about-page';
import PodcastPage from './exposes/podcast-page';

// Standalone mount for this team's own dev server; inside the site the shell loads the exposes.
void renderStandalone('marketing', [
  { path: paths.home, label: 'Inicio', Component: HomePage },
  { path: paths.customerExperience, label: 'Conecta con tu audiencia', Component: CustomerExperiencePage },
  { path: paths.productivity, label: 'Impulsa tu productividad', Component: ProductivityPage },
  { path: paths.digitalSignage, label: 'Señalización Digital', Component: DigitalSignagePage },
  { path: paths.contentManagement, label: 'Gestión de Contenidos', Component: ContentManagementPage },
  { path: paths.liftAndLearn, label: 'Lift and Learn', Component: LiftAndLearnPage },
  { path: paths.audienceMeasurement, label: 'Medición de Audiencia', Component: AudienceMeasurementPage },
  { path: paths.cloud, label: 'Implementación Cloud', Component: CloudPage },
  { path: paths.aiAssistant, label: 'Asistente IA', Component: AiAssistantPage },
  { path: paths.internalCommunications, label: 'Comunicaciones Internas', Component: InternalCommunicationsPage },
  { path: paths.seo, label: 'SEO y SEM', Component: SeoPage },
  { path: paths.about, label: 'Sobre Nosotros', Component: AboutPage },
  { path: paths.podcast, label: 'Podcast', Component: PodcastPage },
]);
