import '@fontsource-variable/inter';
import { renderStandalone } from '@linx/shared/standalone';

// This team's own page (its dev server, or its built folder served alone): its pages of the route list in a
// minimal frame, each from its module in src/exposes/ (in this bundle: the site's pages load the remote's
// exposes, never this file).
void renderStandalone(
  'catalogue',
  (file) => import(/* webpackMode: "eager", webpackExclude: /\.test\.tsx$/ */ `./exposes/${file}.tsx`),
);
