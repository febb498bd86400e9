// The remote's public surface: one exposed module per page (the shell's route table loads them).
module.exports = {
  name: 'marketing',
  port: 3001,
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CustomerExperiencePage': './src/exposes/customer-experience-page.tsx',
    './ProductivityPage': './src/exposes/productivity-page.tsx',
    './DigitalSignagePage': './src/exposes/digital-signage-page.tsx',
    './ContentManagementPage': './src/exposes/content-management-page.tsx',
    './LiftAndLearnPage': './src/exposes/lift-and-learn-page.tsx',
    './AudienceMeasurementPage': './src/exposes/audience-measurement-page.tsx',
    './CloudPage': './src/exposes/cloud-page.tsx',
    './AiAssistantPage': './src/exposes/ai-assistant-page.tsx',
    './InternalCommunicationsPage': './src/exposes/internal-communications-page.tsx',
    './SeoPage': './src/exposes/seo-page.tsx',
    './AboutPage': './src/exposes/about-page.tsx',
    './PodcastPage': './src/exposes/podcast-page.tsx',
  },
};
