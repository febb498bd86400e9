import {
  currentBuildId,
  getRuntimeConfig,
  recordedAnswers,
  recordedEntries,
  recordedNotFound,
  renderProtocol,
  type RemoteName,
} from '@linx/shared';
import { prerender } from 'linx-react-dom-static';
import { ServerStyleSheet } from 'styled-components';
import { remoteModuleFor } from '../federation/prefetch';
import type { RenderedPage } from './expose-render-pass';
import { siteElement } from './start-app';

/** Elements React writes first for <head> (title, meta, link): split from the body markup. */
const HOISTED = new Set(['TITLE', 'META', 'LINK', 'BASE']);

const splitHead = (markup: string): { head: string; html: string } => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const head: string[] = [];
  for (const node of [...template.content.children]) {
    if (!HOISTED.has(node.tagName)) continue;
    head.push(node.outerHTML);
    node.remove();
  }
  return { head: head.join(''), html: template.innerHTML };
};

/** Renders the page at `pathname` to HTML with React's static renderer, from what the client pass loaded. */
export const renderPage = async (pathname: string): Promise<Omit<RenderedPage, 'errors'> & { errors: string[] }> => {
  const errors: string[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(siteElement), {
      // The whole page inline: no part left to a script that completes it (readable without JS).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
    const markup = await new Response(prelude).text();
    // A spinner left in the markup is a read the page's loader does not declare.
    if (markup.includes(`${renderProtocol.loadingAttribute}=`)) errors.push('la página quedó cargando');
    const styles = sheet.getStyleTags();
    const module = remoteModuleFor(pathname);
    const builds: Record<string, string> = {};
    if (module) {
      const remote = module.split('/')[0] as RemoteName;
      builds[remote] = await currentBuildId(getRuntimeConfig().remotes[remote]);
    }
    const status = module && !recordedNotFound() ? 200 : 404;
    return {
      ...splitHead(markup),
      styles,
      data: recordedAnswers(),
      entries: recordedEntries(),
      builds,
      status,
      errors,
    };
  } finally {
    sheet.seal();
  }
};
