/**
 * The import's budget (budgets.imports.tenThousandRowsSeconds): a generic file of 10,000 rows for
 * the demo seed's consultants, checked (dry run) and imported, timed end to end over HTTP on the
 * embedded engine, the server in this process. Run: npx tsx mock-server/bench/imports.ts [out.json]
 * (the figures are printed, and written to `out.json` when given: what `npm run bench` reads).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import budgets from '@app/scripts/budgets';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { startServer } from '../src/server';

const ROWS = 10_000;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: null, seed: 'demo' });
  try {
    const call = async (method: string, url: string, token: string | null, body?: string, type?: string) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(type && { 'content-type': type }),
        },
        body,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    const { access } = await call(
      'POST',
      '/token/',
      null,
      JSON.stringify({ email: SEED_ACCOUNTS.representative.email, password: SEED_PASSWORD }),
      'application/json',
    );
    const company = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).company as number;
    const consultants = (await call('GET', `/employees/${company}`, access)) as { email: string }[];
    const projects = (await call('GET', `/projects/${company}`, access)) as { name: string }[];
    // days from 300 back to 30 back: clear of today, of any future, of the seed's weeks
    const day = (i: number) =>
      new Date(Date.now() - (30 + (i % 270)) * 86_400_000).toISOString().slice(0, 10);
    const lines = ['email,day,minutes,project,title,description'];
    for (let i = 0; i < ROWS; i += 1)
      lines.push(
        [
          consultants[i % consultants.length].email,
          day(i),
          15 + (i % 240),
          projects[i % projects.length]?.name ?? '',
          `Imported task ${i}`,
          `"Notes of row ${i} with <angle brackets> & ""quotes"", a comma"`,
        ].join(','),
      );
    const csv = lines.join('\n');
    const url = `/imports/${company}?format=generic&time_zone=Europe/Berlin`;
    let started = performance.now();
    const dry = await call('POST', `${url}&dry_run=true`, access, csv, 'text/csv');
    const drySeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const done = await call('POST', url, access, csv, 'text/csv');
    const importSeconds = (performance.now() - started) / 1000;
    const budget = budgets.imports.tenThousandRowsSeconds;
    const figures = JSON.stringify({
      rows: ROWS,
      consultants: consultants.length,
      bytes: Buffer.byteLength(csv),
      dryRun: { seconds: +drySeconds.toFixed(2), to_create: dry.to_create, errors: dry.errors },
      import: { seconds: +importSeconds.toFixed(2), created: done.created },
      budgetSeconds: budget,
    });
    console.log(figures);
    if (process.argv[2]) fs.writeFileSync(process.argv[2], `${figures}\n`);
    if (done.created !== ROWS || importSeconds > budget || drySeconds > budget) process.exitCode = 1;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
