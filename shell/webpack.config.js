const { createAppConfig } = require('@linx/shared/build/webpack-config.js');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'LINX · Everything about links',
});
