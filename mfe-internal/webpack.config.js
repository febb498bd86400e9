const { createAppConfig } = require('@linx/shared/build/webpack-config.js');
const { name, port, exposes } = require('./module-federation.config.js');

module.exports = createAppConfig({ dirname: __dirname, name, port, exposes, title: 'LINX · internal' });
