'use strict';

/**
 * Pages built from sections the CMS seeds (docs/decisions.md 13): the site's own pages whose copy lives in the
 * CMS, and a sample campaign page. Each is seeded once, published, unless a page is already at its path. A page
 * comes after the pages its buttons link to: saving checks that a linked page exists.
 */
module.exports = [
  require('./digital-signage'),
  require('./content-management'),
  require('./lift-and-learn'),
  require('./audience-measurement'),
  require('./cloud'),
  require('./ai-assistant'),
  require('./internal-communications'),
  require('./seo'),
  require('./productivity'),
  require('./customer-experience'),
  ...require('./campaigns'),
  require('./home'),
  require('./about'),
  require('./podcast'),
];
