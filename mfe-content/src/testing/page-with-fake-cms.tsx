import {
  fakeCmsPerTest,
  renderWithProviders,
  type CmsAnswers,
  type RenderWithProvidersOptions,
} from '@linx/shared/testing';
import type { ComponentType } from 'react';

export type { CmsAnswers };

/** One page of this remote against a fake CMS per test (fakeCmsPerTest). Call it at the top of a test file. */
export const pageWithFakeCms = (Page: ComponentType, path?: string) => {
  const cms = fakeCmsPerTest();
  return {
    /** Starts the fake CMS with these answers and renders the page at `route`. */
    open: async (route: RenderWithProvidersOptions['route'], answers: CmsAnswers = {}) => {
      const server = await cms.start(answers);
      renderWithProviders(<Page />, { route, path });
      return server;
    },
    /** Requests the fake CMS received in this test. */
    requests: cms.requests,
  };
};
