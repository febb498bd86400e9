import type { AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../../config/runtime-config';
import { takeEarlyJson } from '../../utils/early-response';

const apiBaseUrl = (): string => `${getRuntimeConfig().cmsUrl.replace(/\/$/, '')}/api`;

/**
 * The one HTTP client of the content service. axios is loaded on first use, so pages that never
 * read the CMS (and the shell's first paint) do not download it. Built per call so a changed
 * runtime config applies.
 */
export const cmsClient = async (): Promise<AxiosInstance> => {
  const { default: axios } = await import(/* webpackChunkName: "axios" */ 'axios');
  const { cmsToken } = getRuntimeConfig();
  return axios.create({
    baseURL: apiBaseUrl(),
    timeout: 15000,
    headers: cmsToken ? { Authorization: `Bearer ${cmsToken}` } : undefined,
  });
};

/** Strapi's list envelope: `{ data: [...], meta }`. The shape never leaves this folder. */
export interface StrapiList<T> {
  data: T[];
}

/** A list from the CMS: the answer the page's HTML already asked for if there is one, else via axios. */
export const getList = async <T>(path: string): Promise<T[]> => {
  const body =
    (await takeEarlyJson<StrapiList<T>>(`${apiBaseUrl()}${path}`)) ??
    (await (await cmsClient()).get<StrapiList<T>>(path)).data;
  return Array.isArray(body?.data) ? body.data : [];
};
