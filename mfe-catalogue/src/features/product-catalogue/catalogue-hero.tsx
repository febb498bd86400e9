import { PageHero, paths } from '@linx/shared';
import { catalogueHero } from '../../content/catalogue';
import { SearchBox } from '../product-search';
import { CatalogueIllustration } from './catalogue-illustration';
import { QUERY_KEYS, type CatalogueParams } from './use-catalogue-params';
import { useResultsFocus } from './use-results-focus';
import { useSearchDraft } from './use-search-draft';

type SearchParams = Pick<CatalogueParams, 'term' | 'setTerm'>;

/**
 * The search box with its own text: a keystroke re-renders the box alone, while the URL and the
 * results follow as transitions (docs/performance.md, "Taps"). Submitting applies the text (closing
 * an open detail) and moves focus to the results; without JavaScript it opens /productos?q=….
 */
const CatalogueSearch = ({ term, setTerm }: SearchParams) => {
  const { value, onChange } = useSearchDraft(term, setTerm);
  const focusResults = useResultsFocus();
  const submit = () => {
    onChange(value);
    focusResults();
  };
  return (
    <SearchBox value={value} onChange={onChange} onSubmit={submit} action={paths.products} name={QUERY_KEYS.term} />
  );
};

/** The shared navy hero with the page's only h1 and the search box. */
export const CatalogueHero = ({ term, setTerm }: SearchParams) => (
  <PageHero
    size="compact"
    eyebrow={catalogueHero.eyebrow}
    title={catalogueHero.title}
    lead={catalogueHero.lead}
    media={<CatalogueIllustration />}
    hideMediaOnMobile
  >
    <CatalogueSearch term={term} setTerm={setTerm} />
  </PageHero>
);
