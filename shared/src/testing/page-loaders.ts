import { exposeFileName } from '../federation/expose-file.cjs';
import type { PageModule } from '../ui/remote-boundary';
import { fillRoute, routeParamNames, sitePages } from '../routes';
import type { RemoteName } from '../config/runtime-config';
import { standalonePages, type ExposedPages } from '../standalone/standalone-pages';

/**
 * One test per page of a remote: its module exports the page and a loader, and the loader reads what
 * the route list says the page reads first (`cmsReads`: the server starts those before any script
 * runs). `requirePage` loads a file of the remote's src/exposes/ ("blog-page"); `exposedPages` is the
 * remote's src/exposes/index.ts, which must give its own page every page the route list gives it.
 */
export const describePageLoaders = (
  remote: RemoteName,
  requirePage: (file: string) => PageModule,
  exposedPages: ExposedPages,
): void => {
  describe(`page loaders of ${remote}`, () => {
    it("gives the remote's own page every page the route list gives the remote", () => {
      expect(() => standalonePages(remote, exposedPages)).not.toThrow();
    });

    for (const page of sitePages.filter((entry) => entry.remote === remote)) {
      it(`${page.path}: exports its page and a loader that reads ${page.cmsReads.join(', ') || 'nothing'}`, () => {
        const module = requirePage(exposeFileName(page.module));
        expect(typeof module.default).toBe('function');
        expect(typeof module.loader).toBe('function');
        const params = Object.fromEntries(routeParamNames(page.path).map((name) => [name, `muestra-${name}`]));
        fillRoute(page.path, params); // every parameter of the pattern is given
        const calls = module.loader!(params).map((read) => read.key.split(':')[0]);
        expect(calls).toEqual([...page.cmsReads]);
      });
    }
  });
};
