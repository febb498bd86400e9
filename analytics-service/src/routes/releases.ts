import type { FastifyInstance } from 'fastify';
import { parseReleaseEvent, RELEASE_VERSION } from '@linx/shared/analytics';
import { sitePages } from '@linx/shared/site-routes';
import { allowed } from '../access';
import type { Config } from '../config';
import { ERRORS } from '../errors';

const REMOTES = new Set<string>(sitePages.map((page) => page.remote));

/**
 * The release watch (docs/releases.md "Watched for its first minutes"):
 * - `POST /release-events`: one event of an app's release log (promote, refusal, forced promote,
 *   rollback, automatic rollback), from the release tools and the renderer's watch with the ingest
 *   token, never from a browser;
 * - `GET /release-health?remote=&release=&since=`: a release's page views and errors since a time,
 *   for the watch, with the staff token.
 */
export async function releaseRoutes(app: FastifyInstance, config: Config): Promise<void> {
  app.post('/release-events', async (request, reply) => {
    if (request.headers.origin !== undefined) return reply.code(403).send(ERRORS.originNotAllowed);
    if (!allowed(request, config.ingestToken)) return reply.code(401).send(ERRORS.unauthorized);
    const event = parseReleaseEvent(request.body);
    if (!event) return reply.code(400).send(ERRORS.invalidReleaseEvent);
    await app.events.addReleaseEvent(event);
    return reply.code(204).send();
  });

  app.get('/release-health', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!allowed(request, config.staffToken)) return reply.code(401).send(ERRORS.unauthorized);
    const { remote, release, since } = request.query as Record<string, string | undefined>;
    const from = Date.parse(since ?? '');
    if (!remote || !REMOTES.has(remote) || !release || !RELEASE_VERSION.test(release) || !Number.isFinite(from)) {
      return reply.code(400).send(ERRORS.invalidHealthQuery);
    }
    return app.events.releaseHealth(remote, release, from);
  });
}
