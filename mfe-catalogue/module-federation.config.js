// The remote's public surface: one exposed module per page (the shell's route table loads them).
module.exports = {
  name: 'catalogue',
  port: 3002,
  exposes: {
    './ProductCataloguePage': './src/exposes/product-catalogue-page.tsx',
  },
};
