// The remote's public surface: one exposed module per page (the shell's route table loads them).
module.exports = {
  name: 'contact',
  port: 3004,
  exposes: {
    './ContactPage': './src/exposes/contact-page.tsx',
    './ContactSuccessPage': './src/exposes/contact-success-page.tsx',
  },
};
