import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules every audit of the site runs. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page at rest: an element fading in (a chat bubble's 250 ms entrance, a section revealed on
 * scroll) is not what a visitor reads, but axe would measure its contrast half transparent. Running
 * animations are finished, and any that starts during the audit ends at once (a constructed style
 * sheet: the site's CSP governs <style> elements, not these); the page's own scripts keep running.
 */
export const atRest = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    for (const animation of document.getAnimations()) {
      // An endless one (a blinking caret) has no end to finish at: the style sheet above stops it.
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Frames of the page from another origin: axe's single-page mode (below) could not audit them. */
const crossOriginFrames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('iframe')]
      .map((frame) => frame.src)
      .filter((src) => src !== '' && new URL(src, window.location.href).origin !== window.location.origin),
  );

/**
 * axe's WCAG findings on the page at rest, with the elements they name (the first five), so a
 * failure says where to look. `include` narrows the audit to one part (`main`); `serious` keeps
 * only serious and critical findings.
 *
 * axe runs in the page alone (`setLegacyMode`): by default it also opens a blank page of its own to
 * gather each frame's results, which doubled each audit's time (2.3–4.3 s against 1.2–1.8 s on
 * `/`, `/servicios/seo` and `/productos`, 2026-12-07). That mode leaves out frames from another
 * origin; the site has none, and an audit refuses a page that does.
 */
export const axeFindings = async (
  page: Page,
  { include, serious = false }: { include?: string; serious?: boolean } = {},
): Promise<AxeFinding[]> => {
  await atRest(page);
  const frames = await crossOriginFrames(page);
  if (frames.length > 0) throw new Error(`axe no audita marcos de otro origen: ${frames.join(', ')}`);
  const builder = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => !serious || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};
