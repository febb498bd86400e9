import {
  renderWithProviders,
  startFakeCms,
  type FakeServer,
  type RenderWithProvidersOptions,
} from '@linx/shared/testing';
import type { ComponentType } from 'react';

export type CmsAnswers = Parameters<typeof startFakeCms>[0];

/**
 * One page of this remote against a fake CMS, the way every page test needs it: the failure paths'
 * console errors silenced, the server closed after each test. Call it at the top of a test file.
 */
export const pageWithFakeCms = (Page: ComponentType, path?: string) => {
  let server: FakeServer | undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await server?.close();
    server = undefined;
  });
  return {
    /** Starts the fake CMS with these answers and renders the page at `route`. */
    open: async (route: RenderWithProvidersOptions['route'], answers: CmsAnswers = {}) => {
      server = await startFakeCms(answers);
      renderWithProviders(<Page />, { route, path });
      return server;
    },
    /** Requests the fake CMS received in this test. */
    requests: () => server?.requests ?? [],
  };
};
