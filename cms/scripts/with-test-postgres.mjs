#!/usr/bin/env node
// Runs a command (default: the CMS integration tests, `node --test test/`) against a throw-away
// PostgreSQL cluster (the repo's scripts/lib/test-postgres.mjs: initdb + pg_ctl in a temporary folder,
// loopback only). The cluster is stopped and deleted afterwards, also when the command fails or is
// interrupted.
//   npm run test:postgres
//   node scripts/with-test-postgres.mjs node --test test/cms.integration.test.mjs
// PG_BIN: folder of initdb and pg_ctl (default: the newest /usr/lib/postgresql/<version>/bin).
import { PG_USER, runWithTestPostgres } from '../../scripts/lib/test-postgres.mjs';
import { CMS_DIR } from './lib/strapi-process.mjs';

// The whole suite, plus what only PostgreSQL runs (several instances on one database).
const argv = process.argv.length > 2 ? process.argv.slice(2) : [process.execPath, '--test', 'test/', 'test-postgres/'];
process.exitCode = await runWithTestPostgres(argv, {
  cwd: CMS_DIR,
  envFor: (cluster) => {
    // The default database (DATABASE_NAME) for commands other than the tests, which make their own.
    cluster.createDatabase(PG_USER);
    return {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: cluster.host,
      DATABASE_PORT: String(cluster.port),
      DATABASE_NAME: PG_USER,
      DATABASE_USERNAME: cluster.user,
      DATABASE_PASSWORD: cluster.password,
      DATABASE_SSL: 'false',
      DATABASE_URL: undefined,
      DATABASE_SCHEMA: undefined,
    };
  },
});
