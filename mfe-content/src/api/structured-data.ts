import { absoluteUrl, defined, imageUrl, nodeIds, SITE_LANGUAGE } from '@linx/shared/structured-data';
import type { Article, BlogPosting, DigitalDocument, Organization, Person } from 'schema-dts';
import type { Article as ArticleView, CaseStudy, Material } from './types';

// One builder per page type of the content remote, from the view model the page renders.

/** An article of the blog, at its absolute URL. */
export const blogPostingNode = (article: ArticleView, url: string): BlogPosting =>
  defined<BlogPosting>({
    '@type': 'BlogPosting',
    '@id': nodeIds.main(url),
    headline: article.title,
    description: article.description,
    image: imageUrl(article.cover),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    author: article.author.isTeam
      ? { '@id': nodeIds.organization }
      : defined<Person>({ '@type': 'Person', name: article.author.name, url: article.author.linkedin }),
    publisher: { '@id': nodeIds.organization },
    mainEntityOfPage: { '@id': nodeIds.webPage(url) },
    articleSection: article.categories.length ? article.categories : undefined,
    inLanguage: SITE_LANGUAGE,
  });

/** A success case: an article about one client's project. */
export const caseStudyNode = (caseStudy: CaseStudy, url: string): Article =>
  defined<Article>({
    '@type': 'Article',
    '@id': nodeIds.main(url),
    headline: caseStudy.title,
    description: caseStudy.description,
    image: imageUrl(caseStudy.image),
    about: defined<Organization>({
      '@type': 'Organization',
      name: caseStudy.company,
      description: caseStudy.companyDescription,
    }),
    articleSection: caseStudy.categories.length ? caseStudy.categories.map((category) => category.name) : undefined,
    publisher: { '@id': nodeIds.organization },
    mainEntityOfPage: { '@id': nodeIds.webPage(url) },
    inLanguage: SITE_LANGUAGE,
  });

/** Each downloadable brief of the materials page. */
export const materialNodes = (materials: readonly Material[]): DigitalDocument[] =>
  materials.map((material) =>
    defined<DigitalDocument>({
      '@type': 'DigitalDocument',
      name: material.title,
      description: material.description,
      url: material.file ? absoluteUrl(material.file.url) : undefined,
      encodingFormat: material.file?.mime,
      about: material.categories.length ? material.categories.map((category) => category.name) : undefined,
      publisher: { '@id': nodeIds.organization },
      inLanguage: SITE_LANGUAGE,
    }),
  );
