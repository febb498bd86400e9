import { useState } from 'react';
import { wrapIndex } from '../../utils/wrap-index';
import { useAutoplay, type Autoplay } from './use-autoplay';

/**
 * A cycling index (rotating phrases, indicators) on the suite's timer policy: pause on hover/focus,
 * pause button, no autoplay under reduced motion, cleared on unmount.
 */
export const useRotatingIndex = (count: number, interval: number): { index: number; timer: Autoplay } => {
  const [index, setIndex] = useState(0);
  const timer = useAutoplay({
    interval: count > 1 ? interval : undefined,
    onTick: () => setIndex((i) => wrapIndex(i + 1, count)),
  });
  return { index, timer };
};
