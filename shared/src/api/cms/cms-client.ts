import type { AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../../config/runtime-config';

/**
 * The one HTTP client of the content service. axios is loaded on first use, so pages that never
 * read the CMS (and the shell's first paint) do not download it. Built per call so a changed
 * runtime config applies.
 */
export const cmsClient = async (): Promise<AxiosInstance> => {
  const { default: axios } = await import(/* webpackChunkName: "axios" */ 'axios');
  const { cmsUrl, cmsToken } = getRuntimeConfig();
  return axios.create({
    baseURL: `${cmsUrl.replace(/\/$/, '')}/api`,
    timeout: 15000,
    headers: cmsToken ? { Authorization: `Bearer ${cmsToken}` } : undefined,
  });
};

/** Strapi's list envelope: `{ data: [...], meta }`. The shape never leaves this folder. */
export interface StrapiList<T> {
  data: T[];
}

export const getList = async <T>(path: string): Promise<T[]> => {
  const response = await (await cmsClient()).get<StrapiList<T>>(path);
  return Array.isArray(response.data?.data) ? response.data.data : [];
};
