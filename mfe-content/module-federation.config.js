// The remote's public surface: one exposed module per page (the shell's route table loads them).
module.exports = {
  name: 'content',
  port: 3003,
  exposes: {
    './BlogPage': './src/exposes/blog-page.tsx',
    './BlogArticlePage': './src/exposes/blog-article-page.tsx',
    './CasesPage': './src/exposes/cases-page.tsx',
    './CaseDetailPage': './src/exposes/case-detail-page.tsx',
    './MaterialsPage': './src/exposes/materials-page.tsx',
  },
};
