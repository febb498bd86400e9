import cmsReads from '../cms/cms-reads.json';
import type { CmsCall } from '../cms/cms-client';
import type { DataRead } from './data-read';

/** The name of a call of cms-reads.json ("products", "article", "page"). */
export type CmsCallName = keyof typeof cmsReads.calls;

/**
 * A call of cms-reads.json: its model and path. The paths stay in the platform because the shell's
 * server reads them too, to start a page's first calls before any script runs (the route list's
 * `cmsReads`); each remote's endpoints ask for them by name.
 */
export const cmsCall = (name: CmsCallName): CmsCall => cmsReads.calls[name];

/**
 * A read of one call, the way every remote declares its pages' reads (docs/platform.md): keyed by
 * the call's name, and `name:parameter` for one entry ("article:mi-articulo"). The server, the
 * renderer and a rendered page's state find an answer by that key, so it is always the call's name.
 */
export const cmsCallRead = <T>(name: CmsCallName, load: () => Promise<T>, parameter?: string): DataRead<T> => ({
  key: parameter === undefined ? name : `${name}:${parameter}`,
  load,
});
