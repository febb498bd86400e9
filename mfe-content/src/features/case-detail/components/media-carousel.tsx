import { IconButton, usePrefersReducedMotion, wrapIndex } from '@linx/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { casesCopy } from '../../../content/cases';
import { imageSizes } from '../../../sections/image-sizes';
import type { CaseMedia } from '../../../api/types';
import { StyledCarousel, StyledControls, StyledStage, StyledStageImage } from './media-carousel.styles';

export interface MediaCarouselProps {
  items: readonly CaseMedia[];
  title: string;
}

const { detail } = casesCopy;

/**
 * The outstanding media, one at a time; previous/next wrap around and appear only for more than one
 * item. Mount it with `key={case id}` so another case starts again at its first item.
 */
export const MediaCarousel = ({ items, title }: MediaCarouselProps) => {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const total = items.length;
  const current = Math.min(index, total - 1);
  const item = items[current];
  const move = (step: number) => setIndex((value) => wrapIndex(value + step, total));

  return (
    <StyledCarousel role="region" aria-roledescription="carrusel" aria-label={detail.mediaLabel(title)}>
      <StyledStage>
        {item.kind === 'video' ? (
          <video
            key={item.video.url}
            src={item.video.url}
            muted
            loop
            autoPlay={!reducedMotion}
            playsInline
            controls
            preload="metadata"
            width={1200}
            height={800}
            aria-label={detail.mediaVideoLabel(title, current + 1, total)}
          />
        ) : (
          <StyledStageImage
            key={item.image.src}
            image={item.image}
            sizes={imageSizes.caseColumn}
            alt={detail.mediaAlt(title, current + 1, total)}
            width={1200}
            height={800}
          />
        )}
      </StyledStage>
      {total > 1 ? (
        <StyledControls>
          <IconButton label={detail.previous} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <span aria-live="polite">{detail.position(current + 1, total)}</span>
          <IconButton label={detail.next} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </StyledControls>
      ) : null}
    </StyledCarousel>
  );
};
