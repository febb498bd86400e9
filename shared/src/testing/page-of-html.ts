import { RENDERED_STATE_ID } from '../rendering/rendered-state';

/**
 * Makes this test document a page that arrived as HTML rendered ahead of time: it carries its rendered state
 * (read once per module registry, so call it before anything reads it, in `beforeAll`).
 */
export const arriveAsRenderedHtml = (): void => {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = RENDERED_STATE_ID;
  state.textContent = JSON.stringify({ data: {}, builds: {} });
  document.head.append(state);
};
