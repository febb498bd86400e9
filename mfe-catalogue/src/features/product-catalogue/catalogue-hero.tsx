import { PageHero, paths } from '@linx/shared';
import { catalogueHero } from '../../content/catalogue';
import { SearchBox, type SearchBoxProps } from '../product-search';
import { CatalogueIllustration } from './catalogue-illustration';
import { QUERY_KEYS } from './use-catalogue-params';
import { useResultsFocus } from './use-results-focus';

/**
 * The shared navy hero with the page's only h1 and the search box. Submitting applies the text
 * (closing an open detail) and moves focus to the results; without JavaScript it opens /productos?q=….
 */
export const CatalogueHero = ({ value, onChange }: Pick<SearchBoxProps, 'value' | 'onChange'>) => {
  const focusResults = useResultsFocus();
  const submit = () => {
    onChange(value);
    focusResults();
  };
  return (
    <PageHero
      size="compact"
      eyebrow={catalogueHero.eyebrow}
      title={catalogueHero.title}
      lead={catalogueHero.lead}
      media={<CatalogueIllustration />}
      hideMediaOnMobile
    >
      <SearchBox value={value} onChange={onChange} onSubmit={submit} action={paths.products} name={QUERY_KEYS.term} />
    </PageHero>
  );
};
