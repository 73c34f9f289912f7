/**
 * The mock server under a bounded loopback load, on both database engines: runs
 * mock-server/bench/load.ts (500 consultants, 200,000 tasks; GET tasks, POST task, grouped_tasks,
 * a one-year report, a consultant's week, the company's weeks, POST task into a week with a state
 * row, a hostile body, money: the one-year report by client with amounts, a month's invoice draft
 * and its PDF, a company-wide rate's write, grouped_tasks again at 2,000,000 tasks, the audit trail at 1,000,000 events: a
 * filtered page and the recording's cost on POST task) in its own process and reads its JSON.
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
  /** 2xx answers in the measured window */
  ok: number;
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
    /**
     * the one-year report by client with money (all hours, approved weeks only); a month's invoice
     * draft and its PDF once issued: each run's time, after a first run not counted
     */
    money: {
      /** with the time of one such request alone on the quiet server */
      report: Scenario & { alone_ms: number };
      report_approved: Scenario & { alone_ms: number };
      draft: { consultants: number; lines: number; first_ms: number; runs_ms: number[] };
      pdf: { bytes: number; first_ms: number; runs_ms: number[] };
      /** a company-wide rate from a year back, set again and again (each counting the year's money again) */
      rate: { first_ms: number; runs_ms: number[] };
    };
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

/**
 * The slowest of the runs (ms); in its detail their median, every run, and the first run, made
 * before them and not counted.
 */
function slowestRow(
  group: string,
  measure: string,
  budget: number,
  { runs_ms: runs, first_ms: first }: { runs_ms: number[]; first_ms: number },
  more: string,
): Row {
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    group,
    measure,
    value: Math.max(...runs),
    unit: 'ms',
    kind: 'max',
    budget,
    detail: `median ${median} ms (runs: ${runs.join(', ')} ms; a first run before them, not counted: ${first} ms); ${more}`,
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
  for (const {
    engine,
    scenarios,
    grouped_growth: growth,
    week_lock,
    hostile,
    money,
    audit,
  } of report.engines) {
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
    for (const s of [money.report, money.report_approved]) {
      // no answer within the measured window: autocannon's p99 of none is 0, yet each call took
      // longer than the window
      const answered = s.ok + s.non_2xx > 0;
      rows.push({
        group,
        measure: `${s.scenario}: p99`,
        value: answered ? s.latency_p99_ms : Infinity,
        unit: 'ms',
        kind: 'max',
        budget: budgets.money.reportP99Ms,
        detail: `${answered ? detail(s) : 'no answer within the measured window'}; one alone: ${s.alone_ms} ms`,
      });
    }
    rows.push(
      slowestRow(
        group,
        `POST /invoices/{company}: a month's draft for a client of ${money.draft.consultants} consultants, by consultant: slowest of ${money.draft.runs_ms.length}`,
        budgets.money.invoiceDraftMs,
        money.draft,
        `${money.draft.lines} lines`,
      ),
      slowestRow(
        group,
        `GET /invoice/{id}/pdf of it, issued: slowest of ${money.pdf.runs_ms.length}`,
        budgets.money.invoicePdfMs,
        money.pdf,
        `${Math.round(money.pdf.bytes / 1024)} KB`,
      ),
      slowestRow(
        group,
        `POST /rates/{company}: a company-wide rate from a year back (the year's money counted again): slowest of ${money.rate.runs_ms.length}`,
        budgets.money.rateWriteMs,
        money.rate,
        'each replacing the one before',
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
