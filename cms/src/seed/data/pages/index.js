'use strict';

/**
 * Pages built from sections the CMS seeds (docs/decisions.md 13): the site's own pages whose copy lives in the
 * CMS, and a sample campaign page. Each is seeded once, published, unless a page is already at its path.
 */
module.exports = [
  ...require('./campaigns'),
  require('./productivity'),
  require('./customer-experience'),
  require('./lift-and-learn'),
  require('./seo'),
  require('./cloud'),
  require('./content-management'),
  require('./ai-assistant'),
  require('./audience-measurement'),
  require('./digital-signage'),
  require('./internal-communications'),
];
