import { cmsCalls } from '@linx/shared/testing';
import type { CmsAnswers } from './page-with-fake-cms';

/** The fields of a Strapi article the fake's filters look at. */
interface RawArticle {
  id: number;
  featured?: boolean;
  categories?: Array<{ name: string }>;
}

/** The blog's page size, as the calls ask the CMS for it (cms-reads.json, site-routes.cjs). */
const PAGE_SIZE = 12;

/** Strapi's answer for one page of a list: the page's entries and `meta.pagination`. */
const pageOf = (list: readonly RawArticle[], page: number) => ({
  body: {
    data: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    meta: {
      pagination: { page, pageSize: PAGE_SIZE, pageCount: Math.ceil(list.length / PAGE_SIZE), total: list.length },
    },
  },
});

const pageNumbers = (list: readonly RawArticle[]) =>
  Array.from({ length: Math.max(1, Math.ceil(list.length / PAGE_SIZE)) }, (_, index) => index + 1);

/**
 * The answers a CMS holding `articles` gives the blog's calls, as Strapi would compute them: every page
 * of the list, the first featured article, and every page of each category in `categoryNames`.
 */
export const blogCmsAnswers = (articles: readonly RawArticle[], categoryNames: readonly string[] = []): CmsAnswers => {
  const answers: CmsAnswers = {
    [cmsCalls['featured-article']]: articles.filter((article) => article.featured).slice(0, 1),
  };
  for (const page of pageNumbers(articles)) {
    const path = page === 1 ? cmsCalls.articles : cmsCalls['articles-page'].replace(':page', String(page));
    answers[path] = pageOf(articles, page);
  }
  for (const name of categoryNames) {
    const inCategory = articles.filter((article) => (article.categories ?? []).some((item) => item.name === name));
    for (const page of pageNumbers(inCategory)) {
      const path = cmsCalls['articles-in-category'].replace(':category', name).replace(':page', String(page));
      answers[path] = pageOf(inCategory, page);
    }
  }
  return answers;
};
