import { paths } from '@linx/shared';

/** The one list of URLs of the site and the remote page module each one loads. */
export const routeTable = [
  { path: paths.home, module: 'marketing/HomePage' },
  { path: paths.customerExperience, module: 'marketing/CustomerExperiencePage' },
  { path: paths.productivity, module: 'marketing/ProductivityPage' },
  { path: paths.digitalSignage, module: 'marketing/DigitalSignagePage' },
  { path: paths.contentManagement, module: 'marketing/ContentManagementPage' },
  { path: paths.liftAndLearn, module: 'marketing/LiftAndLearnPage' },
  { path: paths.audienceMeasurement, module: 'marketing/AudienceMeasurementPage' },
  { path: paths.cloud, module: 'marketing/CloudPage' },
  { path: paths.aiAssistant, module: 'marketing/AiAssistantPage' },
  { path: paths.internalCommunications, module: 'marketing/InternalCommunicationsPage' },
  { path: paths.seo, module: 'marketing/SeoPage' },
  { path: paths.about, module: 'marketing/AboutPage' },
  { path: paths.podcast, module: 'marketing/PodcastPage' },
  { path: paths.products, module: 'catalogue/ProductCataloguePage' },
  { path: paths.blog, module: 'content/BlogPage' },
  { path: paths.blogArticle, module: 'content/BlogArticlePage' },
  { path: paths.cases, module: 'content/CasesPage' },
  { path: paths.caseDetail, module: 'content/CaseDetailPage' },
  { path: paths.materials, module: 'content/MaterialsPage' },
  { path: paths.contact, module: 'contact/ContactPage' },
  { path: paths.contactSuccess, module: 'contact/ContactSuccessPage' },
  { path: paths.signatures, module: 'internal/SignatureBuilderPage' },
] as const;

export type RemoteModuleId = (typeof routeTable)[number]['module'];
