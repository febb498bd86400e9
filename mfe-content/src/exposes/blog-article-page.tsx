import { type PageLoader, paths, Seo, Spinner } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { blogCopy } from '../content/blog';
import { ArticleView } from '../features/blog-article/components/article-view';
import { NotFound } from '../sections/not-found';
import { useArticleBySlug } from '../api/hooks';
import { cmsRead } from '../api/reads';

/** /blog/:slug — spinner, then the article, or a Spanish "not found" with a way back (docs/decisions.md 7). */
const BlogArticlePage = () => {
  const { slug } = useParams<{ slug: string }>();
  // The route always has a slug; the article is read whole, by it (docs/decisions.md 12).
  const article = useArticleBySlug(slug ?? null);
  if (article.status === 'success' && article.data) return <ArticleView article={article.data} />;
  return (
    <>
      <Seo title={blogCopy.article.loadingTitle} description={blogCopy.seo.description} noindex />
      {article.status === 'loading' ? (
        <Spinner />
      ) : (
        <NotFound
          title={blogCopy.article.notFoundTitle}
          text={blogCopy.article.notFoundText}
          backLabel={blogCopy.article.back}
          backTo={paths.blog}
        />
      )}
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = ({ slug }) => [cmsRead.article(slug)];

export default BlogArticlePage;
