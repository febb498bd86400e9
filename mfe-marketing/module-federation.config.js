// The remote's public surface: one exposed module per page it owns in the route list
// (shared/src/routes/site-routes.cjs), each from src/exposes/ (shared/build/page-exposes.js).
const { pageExposes } = require('@linx/shared/build/page-exposes.js');

module.exports = {
  name: 'marketing',
  port: 3001,
  exposes: pageExposes('marketing'),
};
