'use strict';

const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureFirstAdmin } = require('./bootstrap/admin-user');
const { seed } = require('./seed');
const { clear, invalidateOnWrite, setWriteAnnouncer } = require('./utils/response-cache');
const { startCacheBus } = require('./utils/cache-bus');
const { renderOnWrite } = require('./utils/render-hook');
const { validatePageWrites } = require('./utils/page-validation');
const { subscribeMediaChanges } = require('./utils/media-changes');
const { registerUploadSecurity, bootstrapUploadSecurity } = require('./bootstrap/upload-security');
const {
  assertProductionEnvironment,
  assertAdminExists,
  assertNoRepoPasswordAdmins,
} = require('./utils/production-checks');
const { redirectRules, redirectOnRename } = require('./utils/redirect-rules');
const { completeDraftAndPublish } = require('./bootstrap/draft-and-publish');
const { ensureSecurityContact } = require('./bootstrap/security-contact');
const { startScheduledPublishing } = require('./utils/scheduled-publishing');
const { previewScope } = require('./utils/preview-scope');
const { schedulePermission } = require('./utils/schedule-permission');
const { redirectsOnDelete } = require('./utils/redirect-on-delete');
const { applyAdminLabels } = require('./admin-labels');
const { registerRenderStatus } = require('./utils/render-status');
const { CUSTOM_FIELDS } = require('./utils/custom-fields');

let stopSchedule = () => {};
let cacheBus = null;

module.exports = {
  register({ strapi }) {
    // With NODE_ENV=production: no public development secrets, no CORS "*" (throws, so start-up stops).
    assertProductionEnvironment();

    // A preview token reads its own entry's draft and the published versions of everything else.
    strapi.documents.use(previewScope(strapi));
    // Setting when an entry goes public or off needs the permission to publish it.
    strapi.documents.use(schedulePermission(strapi));
    // A page's path, first section and links are checked before it is created, updated, duplicated or
    // published (src/utils/page-rules.js).
    strapi.documents.use(validatePageWrites(strapi));
    // Any document write (admin panel, API token, seed) empties the public response cache.
    strapi.documents.use(invalidateOnWrite);
    // …and tells the site's renderer, which renders the pages that show it again.
    strapi.documents.use(renderOnWrite(strapi));
    // Redirects are site paths, without chains or loops, however they are written (duplicates too); a
    // published article or case renamed leaves one.
    strapi.documents.use(redirectRules(strapi));
    strapi.documents.use(redirectOnRename(strapi));
    // A deleted article or case: the redirects to it lead to its list (/blog, /casos-exito); a page's are removed.
    strapi.documents.use(redirectsOnDelete(strapi));
    // The icon picker and the slug that follows its title (src/utils/custom-fields.js).
    for (const field of CUSTOM_FIELDS) strapi.customFields.register(field);
    // A media field takes only its own types (material.file: PDF; images: JPEG, PNG, WebP, AVIF, GIF, SVG).
    registerUploadSecurity(strapi);
    // The edit view's «En el sitio» panel asks whether the entry's page went live (src/utils/render-status.js).
    registerRenderStatus(strapi);
  },

  async bootstrap({ strapi }) {
    // Several instances on one PostgreSQL: a write through any of them empties every instance's cache.
    cacheBus = await startCacheBus(strapi, clear);
    setWriteAnnouncer(cacheBus.announce);
    await ensurePublicPermissions(strapi);
    // Every field's Spanish label, help text and placeholder in the content manager (src/admin-labels).
    await applyAdminLabels(strapi);
    // SVG sanitised, markup under another name refused, Media Library settings for the responsive formats.
    await bootstrapUploadSecurity(strapi);
    // Alt text edited or an image replaced in the Media Library: the cache and the rendered pages follow.
    subscribeMediaChanges(strapi);
    await ensureFirstAdmin(strapi);
    await assertAdminExists(strapi);
    await assertNoRepoPasswordAdmins(strapi);
    await seed(strapi);
    // A database from before Draft & Publish: dates and case slugs (docs/editorial-workflow.md).
    await completeDraftAndPublish(strapi);
    // /.well-known/security.txt names the CMS's security contact: there is always one.
    await ensureSecurityContact(strapi);
    stopSchedule = await startScheduledPublishing(strapi);
  },

  async destroy() {
    stopSchedule();
    await cacheBus?.stop();
  },
};
