/**
 * The import's budgets (budgets.imports), over HTTP on the embedded engine, the server in this
 * process: a generic file of 10,000 rows for the demo seed's consultants, checked (dry run) and
 * imported; the same number of rows as Kimai's Excel export, imported; and a file of 50,000 rows
 * (the most a file may hold) checked while another company reads its projects every 50 ms, timing
 * the slowest of those reads. Run: npx tsx mock-server/bench/imports.ts [out.json] (the figures are
 * printed, and written to `out.json` when given: what `npm run bench` reads).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { DEFAULT_ALLOWED_EMAILS } from '@app/contract';
import { IMPORT_MAX_ROWS, IMPORT_XLSX_TYPE } from '@app/contract/imports';
import budgets from '@app/scripts/budgets';
import { GLOBEX, SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { startServer } from '../src/server';
import { kimaiWorkbook } from '../test/fixtures/imports/kimai-export.xlsx.mjs';

const ROWS = 10_000;
const ZONE = 'Europe/Berlin';
/** How often the other company reads while the large file is checked. */
const READ_EVERY_MS = 50;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    seed: 'demo',
    // the other company's representative signs in too
    allowList: [...DEFAULT_ALLOWED_EMAILS, GLOBEX.admin.email],
  });
  try {
    const call = async (
      method: string,
      url: string,
      token: string | null,
      body?: string | Uint8Array,
      type?: string,
    ) => {
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
    const signIn = async (email: string): Promise<string> =>
      (
        await call(
          'POST',
          '/token/',
          null,
          JSON.stringify({ email, password: SEED_PASSWORD }),
          'application/json',
        )
      ).access;
    const companyOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).company as number;
    const access = await signIn(SEED_ACCOUNTS.representative.email);
    const company = companyOf(access);
    const consultants = (await call('GET', `/employees/${company}`, access)) as {
      email: string;
      first_name: string;
      last_name: string;
    }[];
    const projects = (await call('GET', `/projects/${company}`, access)) as { name: string }[];
    // days from 300 back to 30 back: clear of today, of any future, of the seed's weeks
    const day = (i: number) =>
      DateTime.now()
        .setZone(ZONE)
        .minus({ days: 30 + (i % 270) })
        .toISODate()!;
    const csvOf = (rows: number, label: string) => {
      const lines = ['email,day,minutes,project,title,description'];
      for (let i = 0; i < rows; i += 1)
        lines.push(
          [
            consultants[i % consultants.length].email,
            day(i),
            15 + (i % 240),
            projects[i % projects.length]?.name ?? '',
            `${label} ${i}`,
            `"Notes of row ${i} with <angle brackets> & ""quotes"", a comma"`,
          ].join(','),
        );
      return lines.join('\n');
    };
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await work();
      return [result, +((performance.now() - started) / 1000).toFixed(2)];
    };

    const csv = csvOf(ROWS, 'Imported task');
    const url = `/imports/${company}?format=generic&time_zone=${ZONE}`;
    const [dry, drySeconds] = await timed(() => call('POST', `${url}&dry_run=true`, access, csv, 'text/csv'));
    const [done, importSeconds] = await timed(() => call('POST', url, access, csv, 'text/csv'));

    // Kimai's Excel export: the user by display name, a start and end per entry, the same days
    const entries = Array.from({ length: ROWS }, (_, i) => {
      const start = DateTime.fromISO(`${day(i)}T08:00`).plus({ minutes: (i % 40) * 12 });
      const seconds = (15 + (i % 240)) * 60;
      const who = consultants[i % consultants.length];
      return [
        start.toFormat("yyyy-MM-dd'T'HH:mm"),
        start.plus({ seconds }).toFormat("yyyy-MM-dd'T'HH:mm"),
        seconds,
        '',
        projects[i % projects.length]?.name ?? '',
        `Workbook task ${i}`,
        `Notes of entry ${i}`,
        `${who.first_name} ${who.last_name}`,
      ];
    });
    const workbook = kimaiWorkbook(entries);
    const [fromWorkbook, workbookSeconds] = await timed(() =>
      call('POST', `/imports/${company}?format=kimai&time_zone=${ZONE}`, access, workbook, IMPORT_XLSX_TYPE),
    );

    // the largest file, checked, while another company reads
    const largest = csvOf(IMPORT_MAX_ROWS, 'Large file task');
    const other = await signIn(GLOBEX.admin.email);
    const reads: number[] = [];
    let checking = true;
    const reading = (async () => {
      while (checking) {
        const started = performance.now();
        await call('GET', `/projects/${companyOf(other)}`, other);
        reads.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })();
    const [largeDry, largeDrySeconds] = await timed(() =>
      call('POST', `${url}&dry_run=true`, access, largest, 'text/csv'),
    ).finally(() => (checking = false));
    await reading;
    const slowestReadMs = Math.round(Math.max(...reads));

    const budget = budgets.imports;
    const figures = JSON.stringify({
      rows: ROWS,
      consultants: consultants.length,
      bytes: Buffer.byteLength(csv),
      dryRun: { seconds: drySeconds, to_create: dry.to_create, errors: dry.errors },
      import: { seconds: importSeconds, created: done.created },
      workbook: { seconds: workbookSeconds, bytes: workbook.byteLength, created: fromWorkbook.created },
      largeDryRun: {
        rows: IMPORT_MAX_ROWS,
        bytes: Buffer.byteLength(largest),
        seconds: largeDrySeconds,
        to_create: largeDry.to_create,
        errors: largeDry.errors,
        otherCompanyReads: reads.length,
        slowestReadMs,
      },
      budgets: budget,
    });
    console.log(figures);
    if (process.argv[2]) fs.writeFileSync(process.argv[2], `${figures}\n`);
    if (
      done.created !== ROWS ||
      fromWorkbook.created !== ROWS ||
      largeDry.to_create !== IMPORT_MAX_ROWS ||
      [importSeconds, drySeconds, workbookSeconds].some((s) => s > budget.tenThousandRowsSeconds) ||
      largeDrySeconds > budget.largestFileCheckSeconds ||
      slowestReadMs > budget.othersSlowestReadMs
    )
      process.exitCode = 1;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
