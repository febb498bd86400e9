import { Children, memo, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { AutoplayToggle } from './carousel-controls';
import { StyledRoundButton } from './carousel-controls.styles';
import { ArrowIcon, CarouselDots } from './carousel-navigation';
import { carouselLabels } from './carousel-labels';
import {
  StyledBar,
  StyledCarousel,
  StyledSideButton,
  StyledSlide,
  StyledStage,
  StyledTrack,
  StyledViewport,
  type CarouselTone,
  type PerView,
} from './carousel.styles';
import { useAutoplay } from './use-autoplay';
import { useCarouselIndex, type CarouselEffect } from './use-carousel-index';

export interface CarouselProps<T = unknown> {
  /** Accessible name of the carousel region, in Spanish. */
  label: string;
  /** Slides as children (one child, one slide)… */
  children?: ReactNode;
  /** …or as data with a renderer. */
  items?: readonly T[];
  /** Draws one slide; it is called again when `selected` changes only if it takes that argument. */
  renderItem?: (item: T, index: number, selected: boolean) => ReactNode;
  /** Autoplay interval in ms; omitted means no autoplay. */
  autoplay?: number;
  /** A manual move (arrows, dots, keys, drag) stops autoplay for good. Default true. */
  stopOnInteraction?: boolean;
  loop?: boolean;
  /** "fade" cross-fades stacked slides over 500 ms; "slide" scrolls (several per view allowed). */
  effect?: CarouselEffect;
  draggable?: boolean;
  /** Slides per view by breakpoint ("slide" effect only). */
  perView?: PerView;
  /** Gap between slides, in 4 px units. */
  gap?: number;
  /** Arrows at the sides of the slides or in the bar below with the dots. */
  arrows?: 'sides' | 'bar' | 'none';
  dots?: boolean;
  tone?: CarouselTone;
  /** Accessible name of each slide from its 1-based position; default "N de M". */
  slideLabel?: (position: number, total: number) => string;
  onSelect?: (index: number) => void;
  className?: string;
}

const EDITABLE = /^(INPUT|TEXTAREA|SELECT)$/;
const ONE_PER_VIEW: PerView = { base: 1 };

interface CarouselSlideProps<T> {
  index: number;
  count: number;
  active: boolean;
  fade: boolean;
  gap: number;
  perView: PerView;
  slideLabel: (position: number, total: number) => string;
  /** A child slide (the same element while the parent does not re-render)… */
  child?: ReactNode;
  /** …or the item and its renderer. */
  item?: T;
  renderItem?: (item: T, index: number, selected: boolean) => ReactNode;
}

interface ItemContentProps<T> {
  item: T;
  index: number;
  /** Whether the slide is selected, for a renderer that takes it (else always false). */
  selected: boolean;
  renderItem: (item: T, index: number, selected: boolean) => ReactNode;
}

/** A slide's content drawn from its item: the same item, index, state and renderer draw nothing again. */
const ItemContent = memo(function ItemContent<T>({ item, index, selected, renderItem }: ItemContentProps<T>) {
  return renderItem(item, index, selected);
}) as <T>(props: ItemContentProps<T>) => ReactNode;

/**
 * One slide. Memoized: a move, a hover or a focus re-renders the carousel, and only the slides whose
 * `active` changed draw again, so a tap paints its answer at once (docs/performance.md, "Taps").
 */
const CarouselSlide = memo(function CarouselSlide<T>({
  index,
  count,
  active,
  fade,
  gap,
  perView,
  slideLabel,
  child,
  item,
  renderItem,
}: CarouselSlideProps<T>) {
  return (
    <StyledSlide
      role="group"
      aria-roledescription={carouselLabels.slideRoleDescription}
      aria-label={slideLabel(index + 1, count)}
      aria-hidden={fade && !active ? true : undefined}
      inert={fade && !active ? true : undefined}
      data-active={active}
      $fade={fade}
      $active={active}
      $gap={gap}
      $perView={perView}
    >
      {renderItem ? (
        <ItemContent
          item={item as T}
          index={index}
          selected={renderItem.length > 2 && active}
          renderItem={renderItem}
        />
      ) : (
        child
      )}
    </StyledSlide>
  );
}) as <T>(props: CarouselSlideProps<T>) => ReactNode;

/** The suite's one accessible carousel (Embla + the autoplay policy of docs/decisions.md 6). */
export const Carousel = <T,>({
  label,
  children,
  items,
  renderItem,
  autoplay,
  stopOnInteraction = true,
  loop = true,
  effect = 'slide',
  draggable = true,
  perView = ONE_PER_VIEW,
  gap = 6,
  arrows = 'bar',
  dots = true,
  tone = 'light',
  slideLabel = carouselLabels.slide,
  onSelect,
  className,
}: CarouselProps<T>) => {
  // toArray copies the elements: kept while `children` is the same, so the slides' memo holds.
  const childSlides = useMemo(() => Children.toArray(children), [children]);
  const count = items && renderItem ? items.length : childSlides.length;
  const fade = effect === 'fade';

  const advance = useRef<() => void>(() => undefined);
  const timer = useAutoplay({ interval: count > 1 ? autoplay : undefined, onTick: () => advance.current() });
  const { selected, goTo, step, viewportRef, swipeHandlers, canGoPrevious, canGoNext } = useCarouselIndex({
    count,
    loop,
    effect,
    draggable,
    onManualMove: () => {
      if (stopOnInteraction) timer.stop();
    },
    onSelect,
  });

  useEffect(() => {
    advance.current = () => step(1, false);
  });

  const previous = (): void => step(-1, true);
  const next = (): void => step(1, true);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (EDITABLE.test((event.target as HTMLElement).tagName)) return;
    if (event.key === 'ArrowLeft' && canGoPrevious) {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight' && canGoNext) {
      event.preventDefault();
      next();
    }
  };

  const arrowButton = (direction: 'previous' | 'next') => {
    const props = {
      type: 'button' as const,
      $tone: tone,
      'aria-label': direction === 'previous' ? carouselLabels.previous : carouselLabels.next,
      onClick: direction === 'previous' ? previous : next,
      disabled: direction === 'previous' ? !canGoPrevious : !canGoNext,
      children: <ArrowIcon direction={direction} />,
    };
    return arrows === 'sides' ? (
      <StyledSideButton {...props} $side={direction === 'previous' ? 'start' : 'end'} />
    ) : (
      <StyledRoundButton {...props} />
    );
  };
  const showArrows = arrows !== 'none' && count > 1;

  return (
    <StyledCarousel
      role="region"
      aria-roledescription={carouselLabels.roleDescription}
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      {...timer.handlers}
    >
      <StyledStage>
        <StyledViewport ref={fade ? undefined : viewportRef} $fade={fade} {...swipeHandlers}>
          <StyledTrack $fade={fade} aria-live={timer.running ? 'off' : 'polite'}>
            {Array.from({ length: count }, (_, index) => (
              <CarouselSlide
                key={index}
                index={index}
                count={count}
                active={index === selected}
                fade={fade}
                gap={gap}
                perView={perView}
                slideLabel={slideLabel}
                {...(items && renderItem ? { item: items[index], renderItem } : { child: childSlides[index] })}
              />
            ))}
          </StyledTrack>
        </StyledViewport>
        {showArrows && arrows === 'sides' ? (
          <>
            {arrowButton('previous')}
            {arrowButton('next')}
          </>
        ) : null}
      </StyledStage>
      {(timer.enabled && count > 1) || (showArrows && arrows === 'bar') || (dots && count > 1) ? (
        <StyledBar>
          {timer.enabled && count > 1 ? (
            <AutoplayToggle playing={timer.playing} onToggle={timer.toggle} tone={tone} />
          ) : null}
          {showArrows && arrows === 'bar' ? arrowButton('previous') : null}
          {dots && count > 1 ? (
            <CarouselDots count={count} selected={selected} onSelect={(i) => goTo(i, true)} tone={tone} />
          ) : null}
          {showArrows && arrows === 'bar' ? arrowButton('next') : null}
        </StyledBar>
      ) : null}
    </StyledCarousel>
  );
};
