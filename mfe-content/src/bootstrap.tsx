import '@fontsource-variable/inter';
import { renderStandalone } from '@linx/shared/standalone';
import { exposedPages } from './exposes';

// This team's own page (its dev server, or its built folder served alone): its pages of the route list in a
// minimal frame. Inside the site the shell loads the remote's exposes, never this file.
void renderStandalone('content', exposedPages);
