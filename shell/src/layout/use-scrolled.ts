import { useEffect, useState } from 'react';

/** True once the page is scrolled past `offset` px (the navbar gains its shadow). */
export const useScrolled = (offset = 4): boolean => {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const onScroll = (): void => setScrolled(window.scrollY > offset);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return scrolled;
};
