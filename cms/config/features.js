'use strict';

/**
 * `firstPublishedAt`: the date an entry first went public, kept when it is published again (with Draft &
 * Publish on, `publishedAt` is the date of the latest publish). The blog shows it as the article's date.
 */
module.exports = {
  future: {
    experimental_firstPublishedAt: true,
  },
};
