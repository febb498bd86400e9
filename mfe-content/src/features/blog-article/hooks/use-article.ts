import { useArticles, type Article, type AsyncResource } from '@linx/shared';
import { mapResource } from '../../../sections/combine-resources';

/** docs/site.md §7: the article list is searched on the client for the slug of the route. */
export const useArticle = (slug: string | undefined): AsyncResource<Article | undefined> =>
  mapResource(useArticles(), (articles) => articles.find((article) => article.slug === slug));
