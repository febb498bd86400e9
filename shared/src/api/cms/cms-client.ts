import type { AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../../config/runtime-config';
import { recordEntries, recordFailure } from '../../rendering/initial-data';
import { takeEarlyJson } from '../../utils/early-response';
import { PREVIEW_HEADER, previewMode } from '../preview/preview-mode';

const apiBaseUrl = (): string => `${getRuntimeConfig().cmsUrl.replace(/\/$/, '')}/api`;

/** The read token, or in preview mode the preview token instead (the CMS reads drafts only for it). */
const credentials = (): Record<string, string> | undefined => {
  const preview = previewMode();
  if (preview) return { [PREVIEW_HEADER]: preview.token };
  const { cmsToken } = getRuntimeConfig();
  return cmsToken ? { Authorization: `Bearer ${cmsToken}` } : undefined;
};

/**
 * The one HTTP client of the content service. axios is loaded on first use, so pages that never
 * read the CMS (and the shell's first paint) do not download it. Built per call so a changed
 * runtime config applies. In preview mode every read asks for the drafts (docs/editorial-workflow.md).
 */
export const cmsClient = async (): Promise<AxiosInstance> => {
  const { default: axios } = await import(/* webpackChunkName: "axios" */ 'axios');
  return axios.create({
    baseURL: apiBaseUrl(),
    timeout: 15000,
    headers: credentials(),
    params: previewMode()?.status === 'draft' ? { status: 'draft' } : undefined,
  });
};

/** Strapi's list envelope: `{ data: [...], meta }`. The shape never leaves this folder. */
export interface StrapiList<T> {
  data: T[];
  meta?: { pagination?: { page?: number; pageSize?: number; pageCount?: number; total?: number } };
}

/** One page of a list, and where it sits among the pages (1-based; `pageCount` 0 when the list is empty). */
export interface ListPage<T> {
  list: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** A call of cms-reads.json: the model it reads and its path. */
export interface CmsCall {
  model: string;
  path: string;
}

/**
 * A list from the CMS: the answer the page's HTML already asked for if there is one, else via axios.
 * The renderer records which entries it returned (docs/rendering.md, "Page loaders"). A whole list
 * the CMS answered only in part (more entries than its largest page) is never shown as if complete
 * without a word: it is logged, and the renderer keeps the page's last HTML (docs/decisions.md 12).
 */
export const getList = async <T extends { documentId?: string }>(call: CmsCall, path = call.path): Promise<T[]> => {
  const { list, total } = await getPage<T>(call, path);
  if (total > list.length && !/pagination\[(page|pageSize|limit)\]/.test(path)) {
    const cut = `${call.model}: ${list.length} de ${total} entradas`;
    console.error(`Lista incompleta del CMS (${cut})`);
    recordFailure(`lista incompleta (${cut})`);
  }
  return list;
};

/** A page of a paginated list (`pagination[page]`), with Strapi's count of pages and entries. */
export const getPage = async <T extends { documentId?: string }>(call: CmsCall, path = call.path): Promise<ListPage<T>> => {
  // The page starter's early answers are the published versions: a preview asks again.
  const early = previewMode() ? null : await takeEarlyJson<StrapiList<T>>(`${apiBaseUrl()}${path}`);
  const body = early ?? (await (await cmsClient()).get<StrapiList<T>>(path)).data;
  const list = Array.isArray(body?.data) ? body.data : [];
  recordEntries(call.model, list.map((entry) => entry.documentId));
  const pagination = body?.meta?.pagination;
  return {
    list,
    page: pagination?.page ?? 1,
    pageCount: pagination?.pageCount ?? (list.length > 0 ? 1 : 0),
    total: pagination?.total ?? list.length,
  };
};
