/**
 * Drops the seeded template databases this run made on the PostgreSQL server of TEST_DATABASE_URL
 * (mock-server/test/helpers.ts names them for the run's folder, TEST_RUN_DIR).
 */
const path = require('node:path');
const pg = require('pg');

module.exports = async () => {
  const url = process.env.TEST_DATABASE_URL;
  const runDir = process.env.TEST_RUN_DIR;
  if (!url || !runDir) return;
  const prefix = `tt_template_${path
    .basename(runDir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      prefix,
    ]);
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
