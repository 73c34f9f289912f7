/**
 * The mock server under a bounded loopback load: runs mock-server/bench/load.ts (500 consultants,
 * 200,000 tasks; GET tasks, POST task, grouped_tasks) in its own process and reads its JSON.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../e2e/support/scripts';
import { budgets } from './budgets';
import type { Row } from './report';

interface LoadReport {
  scenarios: { scenario: string; requests_per_second: number; latency_p99_ms: number; non_2xx: number; errors: number }[];
  hostile: { status: number; hostile_ms: number; reads_during: number; slowest_read_ms: number };
}

export async function measureServerLoad(): Promise<Row[]> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-')), 'load.json');
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['bench/load.ts', out], { cwd: path.join(repoRoot, 'mock-server'), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', resolve);
  });
  if (!fs.existsSync(out)) throw new Error(`mock server load test failed (exit ${exitCode})`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LoadReport;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const p99Budgets = [budgets.serverP99Ms.getTasks, budgets.serverP99Ms.postTask, budgets.serverP99Ms.groupedTasks];
  const { hostile } = report;
  const hostileRows: Row[] = [
    {
      group: 'mock server load',
      measure: 'hostile 5 MiB rich-text body: POST /tasks/{user} answered',
      value: hostile.hostile_ms,
      unit: 'ms',
      kind: 'max',
      budget: budgets.serverHostileBodyMs,
      detail: `status ${hostile.status}`,
    },
    {
      group: 'mock server load',
      measure: 'GET /tasks/{user} sent during it: slowest',
      value: hostile.slowest_read_ms,
      unit: 'ms',
      kind: 'max',
      budget: budgets.serverP99Ms.getTasks,
      detail: `${hostile.reads_during} reads`,
    },
  ];
  return [...report.scenarios.map((s, i): Row => ({
    group: 'mock server load',
    measure: `${s.scenario}: p99`,
    value: s.latency_p99_ms,
    unit: 'ms',
    kind: 'max',
    budget: p99Budgets[i],
    detail: `${s.requests_per_second} req/s${s.non_2xx || s.errors ? `, ${s.non_2xx} non-2xx, ${s.errors} errors` : ''}`,
  })), ...hostileRows];
}
