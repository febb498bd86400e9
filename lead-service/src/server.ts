import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: `npm start -w lead-service`. Stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      address,
      db: config.databaseUrl ? `postgres://…@${new URL(config.databaseUrl).host}` : config.dbPath,
      odoo: config.odoo ? new URL(config.odoo.url).origin : null,
      siteOrigins: config.siteOrigins,
    },
    'lead service listening',
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('lead service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
