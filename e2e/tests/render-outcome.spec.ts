import { expect, test } from '../support/test';
import { adminToken, createDocument, deleteDocument, publishDocument, unpublishDocument } from '../support/cms-admin';
import { originOf, siteUrl } from '../support/ports';

/**
 * Editors see what went live (docs/editorial-workflow.md, "What went live"), on the run's real CMS, renderer and
 * site: a page published with a team section while no team member is published cannot render; within seconds
 * the CMS's route for the edit view's «En el sitio» panel says so and why, naming what the section shows, and the
 * site answers 404 for it (never a page left loading). Once the team is published again, the page, untouched,
 * is rendered by the next run and reported live, with when it was rendered.
 */
const PAGE_UID = 'api::page.page';
const TEAM_UID = 'api::team-member.team-member';
const CMS = originOf('cms');

test('a page that cannot render is reported with its reason; once its data is published, live', async ({ request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const statusOf = async (documentId: string) =>
    (await (await request.get(`${CMS}/linx/render-status/${PAGE_UID}/${documentId}`, { headers: auth })).json()) as {
      state: string;
      pages: { path: string; status: string; renderedAt: string | null; reasons: string[] }[];
    };
  const team = (await (
    await request.get(`${CMS}/content-manager/collection-types/${TEAM_UID}?page=1&pageSize=100`, { headers: auth })
  ).json()) as { results: { documentId: string; status: string }[] };
  const published = team.results.filter((member) => member.status !== 'draft').map((member) => member.documentId);
  expect(published.length).toBeGreaterThan(0);

  const pathname = `/campanas/equipo-${Date.now()}`;
  const documentId = await createDocument(request, token, PAGE_UID, {
    path: pathname,
    title: 'Conoce al equipo',
    description: 'Una campaña con el equipo.',
    sections: [
      { __component: 'sections.page-hero', title: 'Conoce al equipo', actions: [] },
      { __component: 'sections.team-grid', title: 'Nuestro equipo', tone: 'light', actions: [] },
    ],
  });
  let unpublished = false;
  try {
    for (const member of published) await unpublishDocument(request, token, TEAM_UID, member);
    unpublished = true;
    await publishDocument(request, token, PAGE_UID, documentId);
    const publishedAt = Date.now();
    await expect
      .poll(async () => (await statusOf(documentId)).state, { timeout: 20_000, intervals: [500] })
      .toBe('failed');
    console.info(`fallo informado ${((Date.now() - publishedAt) / 1000).toFixed(1)} s después de publicar`);
    const failed = await statusOf(documentId);
    expect(failed.pages[0].path).toBe(pathname);
    expect(failed.pages[0].renderedAt).toBeNull();
    expect(failed.pages[0].reasons.join(' ')).toMatch(/equipo/i);
    const answer = await fetch(`${siteUrl}${pathname}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('data-loading=');

    // The team is published again: the page, untouched, is tried again and goes live with the team.
    for (const member of published) await publishDocument(request, token, TEAM_UID, member);
    unpublished = false;
    await expect
      .poll(async () => (await statusOf(documentId)).state, { timeout: 60_000, intervals: [500] })
      .toBe('live');
    const live = await statusOf(documentId);
    expect(Date.parse(live.pages[0].renderedAt ?? '')).toBeGreaterThan(publishedAt);
    const rendered = await fetch(`${siteUrl}${pathname}`);
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain('Nuestro equipo');
  } finally {
    if (unpublished) for (const member of published) await publishDocument(request, token, TEAM_UID, member);
    await deleteDocument(request, token, PAGE_UID, documentId);
  }
});
