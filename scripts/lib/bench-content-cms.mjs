// The content benchmark's writes to its throw-away CMS (scripts/bench-content.mjs), through the admin
// API as an editor's panel makes them (e2e/support/cms-admin.ts): covers uploaded to the Media
// Library, articles created as drafts and then published (Draft & Publish), one article edited.
import { mapBounded } from './bench-content-pages.mjs';
import { syntheticArticle } from './synthetic-articles.mjs';
import { syntheticCovers } from './synthetic-covers.mjs';
import { syntheticProduct } from './synthetic-products.mjs';

export const ARTICLE_UID = 'api::article.article';
const COLLECTION = `/content-manager/collection-types/${ARTICLE_UID}`;
const PRODUCTS = '/content-manager/collection-types/api::product.product';

/** An admin API client of the CMS at `baseUrl` with the admin JWT `token`: `call(method, path, body)`. */
export const adminClient = ({ baseUrl, token }) => {
  const call = async (method, pathname, body, expected = [200, 201]) => {
    const form = body instanceof FormData;
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body && !form ? { 'Content-Type': 'application/json' } : {}) },
      body: body && !form ? JSON.stringify(body) : body,
    });
    const text = await response.text();
    if (!expected.includes(response.status)) {
      throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  };
  return { call };
};

/** Uploads the synthetic covers once; their Media Library ids. */
export const uploadCovers = async (admin) => {
  const ids = [];
  for (const cover of await syntheticCovers()) {
    const form = new FormData();
    form.append('files', new Blob([cover.bytes], { type: 'image/webp' }), cover.name);
    form.append('fileInfo', JSON.stringify({ alternativeText: cover.alt }));
    const uploaded = await admin.call('POST', '/upload', form);
    ids.push((Array.isArray(uploaded) ? uploaded[0] : uploaded).id);
  }
  return ids;
};

/** The seeded categories' document ids (the public list, as the site reads it). */
export const categoryIds = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/api/categories`);
  if (!response.ok) throw new Error(`GET /api/categories: HTTP ${response.status}`);
  return (await response.json()).data.map((category) => category.documentId);
};

/** Creates synthetic article n as a draft and publishes it; its document id. */
const addArticle = async (admin, n, { covers, categories }) => {
  const { coverIndex, categoryIndexes, ...fields } = syntheticArticle(n, {
    covers: covers.length,
    categories: categories.length,
  });
  const created = await admin.call('POST', COLLECTION, {
    ...fields,
    cover: covers[coverIndex],
    categories: { connect: categoryIndexes.map((i) => ({ documentId: categories[i] })) },
  });
  const { documentId } = created.data;
  await admin.call('POST', `${COLLECTION}/${documentId}/actions/publish`, {});
  return documentId;
};

/**
 * Adds `count` synthetic articles, `concurrency` at a time, reporting progress every `every`;
 * resolves with their document ids.
 */
export const addArticles = async (admin, count, { covers, categories, concurrency = 4, every = 100, log }) => {
  let done = 0;
  return mapBounded(
    Array.from({ length: count }, (_, n) => n),
    concurrency,
    async (n) => {
      const documentId = await addArticle(admin, n, { covers, categories });
      done += 1;
      if (done % every === 0 || done === count) log?.(`${done} de ${count} artículos creados y publicados`);
      return documentId;
    },
  );
};

/** The seeded products' image ids (`[[id, …], …]`, one list a product) and the product categories' document ids. */
export const catalogueMedia = async (baseUrl) => {
  const read = async (pathname) => {
    const response = await fetch(`${baseUrl}/api${pathname}`);
    if (!response.ok) throw new Error(`GET /api${pathname}: HTTP ${response.status}`);
    return (await response.json()).data;
  };
  const products = await read('/products?populate[0]=images&pagination[pageSize]=100');
  const categories = await read('/product-categories');
  return {
    images: products.map((product) => product.images.map((image) => image.id)),
    categories: categories.map((category) => category.documentId),
  };
};

/**
 * Adds `count` synthetic products (lib/synthetic-products.mjs), created as drafts and published,
 * `concurrency` at a time; `media` is `catalogueMedia`'s answer.
 */
export const addProducts = async (admin, count, { media, concurrency = 4, log }) => {
  let done = 0;
  return mapBounded(
    Array.from({ length: count }, (_, n) => n),
    concurrency,
    async (n) => {
      const { imagesOf, categoryIndexes, ...fields } = syntheticProduct(n, {
        seededProducts: media.images.length,
        categories: media.categories.length,
      });
      const created = await admin.call('POST', PRODUCTS, {
        ...fields,
        images: media.images[imagesOf],
        categories: { connect: categoryIndexes.map((i) => ({ documentId: media.categories[i] })) },
      });
      await admin.call('POST', `${PRODUCTS}/${created.data.documentId}/actions/publish`, {});
      done += 1;
      if (done % 100 === 0 || done === count) log?.(`${done} de ${count} productos creados y publicados`);
      return created.data.documentId;
    },
  );
};

/** The document id of the article with this slug (the content manager's list, filtered). */
export const articleIdOfSlug = async (admin, slug) => {
  const query = `?page=1&pageSize=1&filters[$and][0][slug][$eq]=${encodeURIComponent(slug)}`;
  const { results } = await admin.call('GET', `${COLLECTION}${query}`);
  if (!results?.length) throw new Error(`no hay artículo con el slug ${slug}`);
  return results[0].documentId;
};

/** Saves a new description as a draft, then publishes it, as an editor does. */
export const editDescription = async (admin, documentId, description) => {
  await admin.call('PUT', `${COLLECTION}/${documentId}`, { description });
  await admin.call('POST', `${COLLECTION}/${documentId}/actions/publish`, {});
};
