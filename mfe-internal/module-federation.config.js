// The remote's public surface: one exposed module per page (the shell's route table loads them).
module.exports = {
  name: 'internal',
  port: 3005,
  exposes: {
    './SignatureBuilderPage': './src/exposes/signature-builder-page.tsx',
  },
};
