import { isRenderPass, previewMode } from '@linx/shared';

/**
 * Whether this page may measure anything (docs/decisions.md 14): never in the renderer's browser,
 * in a preview (an editor looking at an entry, maybe a draft never published: not traffic) or for a
 * visitor who sent Do-Not-Track or Global Privacy Control.
 */
export const measuringAllowed = (): boolean => {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return !(isRenderPass() || previewMode() || browser.doNotTrack === '1' || browser.globalPrivacyControl);
};
