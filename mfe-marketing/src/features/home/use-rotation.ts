import { useAutoplay } from '@linx/shared';
import { useState } from 'react';

/** A cycling index on the shared timer policy (pause on hover/focus, pause button, reduced motion). */
export const useRotation = (count: number, interval: number) => {
  const [index, setIndex] = useState(0);
  const timer = useAutoplay({ interval: count > 1 ? interval : undefined, onTick: () => setIndex((i) => (i + 1) % count) });
  return { index, timer };
};
