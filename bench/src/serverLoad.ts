/**
 * The mock server under a bounded loopback load, on both database engines: runs
 * mock-server/bench/load.ts (500 consultants, 200,000 tasks; GET tasks, POST task, grouped_tasks,
 * a one-year report, a consultant's week, the company's weeks, POST task into a week with a state
 * row, grouped_tasks again at 2,000,000 tasks, a hostile body, the audit trail at 1,000,000
 * events: a filtered page and the recording's cost on POST task) in its own process and reads its
 * JSON.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from 'e2e/support/scripts';
import budgets from '@app/scripts/budgets';
import type { Row } from './report';

interface Scenario {
  scenario: string;
  requests_per_second: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
}

interface LoadReport {
  engines: {
    engine: 'embedded' | 'server';
    scenarios: Scenario[];
    /** grouped_tasks: three runs at 200,000 tasks (the first is scenarios[2]) and three at 2,000,000 */
    grouped_growth: { at_200000: Scenario[]; at_scale: Scenario[] };
    /** POST /tasks into a week with its state row, and into one without, in turns (5 runs each) */
    week_lock: { open: Scenario[]; locked: Scenario[] };
    hostile: { status: number; hostile_ms: number; reads_during: number; slowest_read_ms: number } | null;
    /** at 1,000,000 events: a filtered page; POST /tasks recording its event, and with the rows dropped (3 runs each) */
    audit: { page: Scenario; recorded: Scenario[]; dropped: Scenario[] };
  }[];
}

const p99sOf = (runs: Scenario[]) => runs.map((r) => r.latency_p99_ms);
/** The median of the runs' p99s. */
const medianP99 = (runs: Scenario[]) => p99sOf(runs).sort((a, b) => a - b)[Math.floor(runs.length / 2)];

/** A ratio of two medians of p99s: `over`'s over `under`'s, with every run's p99 in its detail. */
function ratioRow(group: string, measure: string, budget: number, over: Scenario[], under: Scenario[]): Row {
  const top = medianP99(over);
  const bottom = medianP99(under);
  return {
    group,
    measure,
    value: Math.round((top / Math.max(1, bottom)) * 100) / 100,
    unit: '×',
    kind: 'max',
    budget,
    detail: `${top} vs ${bottom} ms (runs: ${p99sOf(over).join(', ')} vs ${p99sOf(under).join(', ')} ms)`,
  };
}

const detail = (s: Scenario) =>
  `${s.requests_per_second} req/s${s.non_2xx || s.errors ? `, ${s.non_2xx} non-2xx, ${s.errors} errors` : ''}`;

export async function measureServerLoad(): Promise<Row[]> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-')), 'load.json');
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['bench/load.ts', out], {
      cwd: path.join(repoRoot, 'mock-server'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', resolve);
  });
  if (!fs.existsSync(out)) throw new Error(`mock server load test failed (exit ${exitCode})`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LoadReport;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const rows: Row[] = [];
  for (const { engine, scenarios, grouped_growth: growth, week_lock, hostile, audit } of report.engines) {
    const group = `mock server load (${engine === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL server'})`;
    const p99Budgets = [
      budgets.serverP99Ms.getTasks,
      budgets.serverP99Ms.postTask,
      budgets.serverP99Ms.groupedTasks[engine],
      budgets.serverP99Ms.report,
      budgets.serverP99Ms.timesheet,
      budgets.serverP99Ms.timesheets,
      budgets.serverP99Ms.postTask,
    ];
    scenarios.forEach((s, i) =>
      rows.push({
        group,
        measure: `${s.scenario}: p99`,
        value: s.latency_p99_ms,
        unit: 'ms',
        kind: 'max',
        budget: p99Budgets[i],
        detail: detail(s),
      }),
    );
    rows.push(
      ratioRow(
        group,
        `POST /tasks/{user} into a week with its state row (locked FOR SHARE): p99 over POST /tasks/{user} into a week without one (medians of ${week_lock.locked.length} runs in turns)`,
        budgets.weekLockRatio,
        week_lock.locked,
        week_lock.open,
      ),
      ratioRow(
        group,
        'GET /grouped_tasks/{company} at 2,000,000 tasks: p99 over its p99 at 200,000 (medians of 3 runs)',
        budgets.groupedTasksGrowth,
        growth.at_scale,
        growth.at_200000,
      ),
    );
    rows.push({
      group,
      measure: `${audit.page.scenario}: p99`,
      value: audit.page.latency_p99_ms,
      unit: 'ms',
      kind: 'max',
      budget: budgets.audit.pageP99Ms,
      detail: detail(audit.page),
    });
    rows.push(
      ratioRow(
        group,
        'POST /tasks/{user} at 1,000,000 events: p99 recording its event over the same with the event dropped (medians of 3 runs)',
        budgets.audit.recordingRatio,
        audit.recorded,
        audit.dropped,
      ),
    );
    if (hostile) {
      rows.push({
        group,
        measure: 'hostile 5 MiB rich-text body: POST /tasks/{user} answered',
        value: hostile.hostile_ms,
        unit: 'ms',
        kind: 'max',
        budget: budgets.serverHostileBodyMs,
        detail: `status ${hostile.status}`,
      });
      rows.push({
        group,
        measure: 'GET /tasks/{user} sent during it: slowest',
        value: hostile.slowest_read_ms,
        unit: 'ms',
        kind: 'max',
        budget: budgets.serverP99Ms.getTasks,
        detail: `${hostile.reads_during} reads`,
      });
    }
  }
  return rows;
}
