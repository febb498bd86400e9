import { expect, type APIRequestContext } from '@playwright/test';
import { originOf } from './ports';

const CMS = originOf('cms');
// The e2e CMS starts with no admin: the suite registers the first one (or logs in when it exists).
const ADMIN = {
  email: process.env.E2E_CMS_ADMIN_EMAIL ?? 'e2e.editora@linx.cl',
  password: process.env.E2E_CMS_ADMIN_PASSWORD ?? 'EditoraE2e2024',
};

/** This worker's admin session: the CMS limits admin logins (429 past a few a minute), so one per worker. */
let session: string | undefined;

/** An admin JWT for the CMS's admin API (what the admin panel uses), one per test worker. */
export const adminToken = async (request: APIRequestContext): Promise<string> => {
  session ??= await logIn(request);
  return session;
};

const logIn = async (request: APIRequestContext): Promise<string> => {
  const init = await (await request.get(`${CMS}/admin/init`)).json();
  const url = init.data?.hasAdmin ? `${CMS}/admin/login` : `${CMS}/admin/register-admin`;
  const data = init.data?.hasAdmin ? ADMIN : { ...ADMIN, firstname: 'Editora', lastname: 'E2E' };
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).data.token;
};

/** Publishes a document's draft, as the content manager's "Publicar" does. */
export const publishDocument = async (request: APIRequestContext, token: string, uid: string, documentId: string) => {
  const response = await request.post(`${CMS}/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Saves a single type (no Draft & Publish), as the content manager's "Guardar" does. */
export const updateSingleType = async (
  request: APIRequestContext,
  token: string,
  uid: string,
  fields: Record<string, unknown>,
) => {
  const response = await request.put(`${CMS}/content-manager/single-types/${uid}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * Edits a document as an editor does in the admin panel (content manager): saves the draft, then
 * publishes it (with Draft & Publish, a save alone changes nothing public; docs/editorial-workflow.md).
 */
export const updateDocument = async (
  request: APIRequestContext,
  token: string,
  uid: string,
  documentId: string,
  fields: Record<string, unknown>,
) => {
  const response = await request.put(`${CMS}/content-manager/collection-types/${uid}/${documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status(), await response.text()).toBe(200);
  await publishDocument(request, token, uid, documentId);
};

/** Deletes a document as an editor does (content manager). */
export const deleteDocument = async (request: APIRequestContext, token: string, uid: string, documentId: string) => {
  const response = await request.delete(`${CMS}/content-manager/collection-types/${uid}/${documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Creates a draft as an editor does in the admin panel; its documentId. */
export const createDocument = async (
  request: APIRequestContext,
  token: string,
  uid: string,
  fields: Record<string, unknown>,
): Promise<string> => {
  const response = await request.post(`${CMS}/content-manager/collection-types/${uid}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.documentId;
};

/** Takes a document out of the public site, as the content manager's "Despublicar" does. */
export const unpublishDocument = async (request: APIRequestContext, token: string, uid: string, documentId: string) => {
  const response = await request.post(
    `${CMS}/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`,
    { headers: { Authorization: `Bearer ${token}` }, data: {} },
  );
  expect(response.status(), await response.text()).toBe(200);
};
