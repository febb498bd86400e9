import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: `npm start -w analytics-service`. Stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, db: config.dbPath, siteOrigins: config.siteOrigins }, 'analytics collector listening');
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('analytics collector failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
