/**
 * The import on the embedded engine: runs mock-server/bench/imports.ts (10,000 rows of a generic
 * file for the demo consultants checked with a dry run, then imported; as many of Kimai's Excel
 * export imported; the largest file checked while another company reads, over HTTP) in its own
 * process and reads its figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from 'e2e/support/scripts';
import budgets from '@app/scripts/budgets';
import type { Row } from './report';

interface ImportFigures {
  rows: number;
  consultants: number;
  bytes: number;
  dryRun: { seconds: number; to_create: number; errors: number };
  import: { seconds: number; created: number };
  workbook: { seconds: number; bytes: number; created: number };
  largeDryRun: {
    rows: number;
    bytes: number;
    seconds: number;
    to_create: number;
    errors: number;
    otherCompanyReads: number;
    slowestReadMs: number;
  };
}

export async function measureImport(): Promise<Row[]> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-')), 'import.json');
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['bench/imports.ts', out], {
      cwd: path.join(repoRoot, 'mock-server'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', resolve);
  });
  if (!fs.existsSync(out)) throw new Error(`the import bench failed (exit ${exitCode})`);
  const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as ImportFigures;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const group = 'import (embedded PostgreSQL)';
  const large = figures.largeDryRun;
  const file = `${figures.rows.toLocaleString('en-US')} rows, ${figures.consultants} consultants, ${(figures.bytes / 1e6).toFixed(1)} MB`;
  return [
    {
      group,
      measure: 'POST /imports/{company}: the import',
      value: figures.import.seconds,
      unit: 's',
      kind: 'max',
      budget: budgets.imports.tenThousandRowsSeconds,
      detail: `${file}; ${figures.import.created} created`,
    },
    {
      group,
      measure: 'POST /imports/{company}: the dry run',
      value: figures.dryRun.seconds,
      unit: 's',
      kind: 'max',
      budget: budgets.imports.tenThousandRowsSeconds,
      detail: `${file}; ${figures.dryRun.to_create} to create, ${figures.dryRun.errors} errors`,
    },
    {
      group,
      measure: "POST /imports/{company}: Kimai's Excel export imported",
      value: figures.workbook.seconds,
      unit: 's',
      kind: 'max',
      budget: budgets.imports.tenThousandRowsSeconds,
      detail: `${figures.rows.toLocaleString('en-US')} rows, ${(figures.workbook.bytes / 1e6).toFixed(1)} MB; ${figures.workbook.created} created`,
    },
    {
      group,
      measure: 'POST /imports/{company}: the largest file, dry run',
      value: large.seconds,
      unit: 's',
      kind: 'max',
      budget: budgets.imports.largestFileCheckSeconds,
      detail: `${large.rows.toLocaleString('en-US')} rows, ${(large.bytes / 1e6).toFixed(1)} MB; ${large.to_create} to create, ${large.errors} errors`,
    },
    {
      group,
      measure: "another company's reads meanwhile: the slowest",
      value: large.slowestReadMs,
      unit: 'ms',
      kind: 'max',
      budget: budgets.imports.othersSlowestReadMs,
      detail: `GET /projects/{company} every 50 ms: ${large.otherCompanyReads} reads`,
    },
  ];
}
