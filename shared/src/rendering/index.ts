export { buildIdOf, currentBuildId, type RemoteManifest } from './build-id';
export {
  dropInitialData,
  initialData,
  onPageOfHtml,
  recordAnswer,
  recordedAnswers,
  recordedFailures,
  recordFailure,
} from './initial-data';
export { isRenderPass, readRenderedState, RENDERED_STATE_ID, type RenderedPageState } from './rendered-state';
