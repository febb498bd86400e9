import { dropInitialData } from '@linx/shared';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The CMS answers the page's HTML carried serve its first page only: the first navigation ends their
 * use before the next page renders (called while rendering, above the pages, so the new page never
 * reads them). Dropping them is one-way and idempotent, so a render React discards does no harm.
 */
export const useFirstPageData = (): void => {
  const { key } = useLocation();
  const [first] = useState(key);
  if (key !== first) dropInitialData();
};
