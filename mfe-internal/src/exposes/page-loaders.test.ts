import { standalonePages } from '@linx/shared/standalone';
import { describePageLoaders } from '@linx/shared/testing';
import { exposedPages } from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each page module by its file name
describePageLoaders('internal', (file) => require(`./${file}`));

it("gives the remote's own page every page the route list gives the remote", () => {
  expect(() => standalonePages('internal', exposedPages)).not.toThrow();
});
