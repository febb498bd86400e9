export { buildIdOf, currentBuildId, type RemoteManifest } from './build-id';
export {
  dropInitialData,
  initialData,
  onPageOfHtml,
  recordAnswer,
  recordedAnswers,
  recordedEntries,
  recordEntries,
  recordedFailures,
  recordFailure,
  recordedNotFound,
  recordNotFound,
  startHtmlPass,
  startPageRecord,
} from './initial-data';
export { renderProtocol } from './render-protocol.cjs';
export { resolvedAtOnce } from './resolved-at-once';
export { useRenderedAsHtml } from './use-rendered-as-html';
export { isRenderPass, readRenderedState, RENDERED_STATE_ID, type RenderedPageState } from './rendered-state';
