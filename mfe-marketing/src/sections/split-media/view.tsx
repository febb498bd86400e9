import { onDark, withIcon } from '../section-registry/section-band';
import { SectionChat, SectionImage } from '../section-registry/section-media';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { ChatMockup, onDemand, RotatingIndicator } from '../section-registry/views-on-demand';
import type { SplitMediaSection } from './descriptor';
import { SplitMedia } from './split-media';
import { OverlaidMedia, SplitStats } from './split-media-parts';

const ProcessLists = onDemand(() => import('../process-lists').then((m) => m.ProcessLists));

/** Beside a split section's words: its conversation, else its image with its rotating indicator over it. */
const SplitMediaVisual = ({ section }: { section: SplitMediaSection }) => {
  if (section.chat) return <SectionChat chat={section.chat} />;
  if (!section.image) return null;
  const image = <SectionImage image={section.image} />;
  return section.indicator ? (
    <OverlaidMedia media={image} overlay={<RotatingIndicator indicator={section.indicator} />} />
  ) : (
    image
  );
};

export const view: SectionView<SplitMediaSection> = viewWithParts(
  (section) => (
    <SplitMedia
      id={section.anchor}
      tone={section.tone}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      bullets={section.bullets}
      actions={section.actions}
      reverse={section.reverse}
      media={<SplitMediaVisual section={section} />}
    >
      {section.groups.length > 0 ? <ProcessLists lists={section.groups} /> : null}
      {section.stats.length > 0 ? <SplitStats items={section.stats.map(withIcon)} onDark={onDark(section)} /> : null}
    </SplitMedia>
  ),
  // What SplitMediaVisual and the lists draw.
  (section) => [
    section.chat ? ChatMockup : section.image && section.indicator && RotatingIndicator,
    section.groups.length > 0 && ProcessLists,
  ],
);
