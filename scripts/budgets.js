/**
 * Performance budgets, in one place: the benchmark (bench/) holds the measured figures to them and
 * the production webpack builds fail when an asset or entry point grows past the raw-size limits.
 */
const KB = 1024;

/** Raw (uncompressed) size of minified JS over its gzipped size, measured on these bundles (about 3.2). */
const GZIP_RATIO = 3.2;

module.exports = {
  /** Gzipped JS + CSS the browser loads, in KB (1024 bytes). */
  gzipKb: {
    /** the login page carries no federation runtime (the shell starts it once signed in) */
    loginPage: 120,
    /**
     * a role's landing page, the login page included: what signing in adds (the federation
     * runtime, the shell's signed-in frame, TanStack Query, the data table, the id cipher, the
     * remote's container and the page, and the containers of the remotes whose features it shows)
     */
    roleFirstPage: 200,
    /** the rich-text editor (Quill and its stylesheet), loaded only when an editor or rich body shows */
    editorChunk: 90,
  },
  lighthouse: { performance: 90, accessibility: 95 },
  /** The releases a feature's code ships in: its owner's only (the other areas load it from there). */
  featureReleases: 1,
  /** With 10,000 tasks: a sort or search change until the table shows it. */
  interactionMs: 100,
  /** The logs page with 100,000 rows: from the click on its link to the first rows on screen. */
  logsFirstRowsMs: 1000,
  /**
   * Journeys, medians in ms: Login click to the first table row, and the first visit
   * to another area (a row's View, after reading the first page a few seconds) to its first row.
   */
  journeyMs: { signInToFirstRow: 600, firstVisitOtherArea: 300 },
  /** Federated journey time over the same journey in a build with the remotes bundled in. */
  federationRatio: 1.15,
  /**
   * Mock server under load (500 consultants, 200,000 tasks, 10 connections): p99 latency per call,
   * in ms, on either engine; grouped_tasks per engine (embedded PostgreSQL, PostgreSQL server);
   * report: GET /reports/{company} over a year, on either engine.
   */
  serverP99Ms: {
    getTasks: 100,
    postTask: 100,
    groupedTasks: { embedded: 200, server: 50 },
    report: 100,
    /** GET /timesheet/{user}: a consultant's week */
    timesheet: 50,
    /** GET /timesheets/{company}: the week of all 500 consultants */
    timesheets: 100,
  },
  /**
   * POST /tasks/{user} into a week with a state row (which the write locks FOR SHARE) over POST
   * /tasks/{user} into a week without one (the lock check finds nothing): the week lock's cost.
   */
  weekLockRatio: 1.2,
  /**
   * The audit trail at 1,000,000 events: a filtered page of 100 (GET /audit/{company}), p99 in ms on
   * either engine; and POST /tasks/{user} recording its event over the same call whose event the
   * database drops (the recording's cost).
   */
  audit: { pageP99Ms: 50, recordingRatio: 1.15 },
  /**
   * Money, on either engine, with 500 consultants and 200,000 tasks, their projects billed to
   * clients at rates of every level and their past weeks approved.
   */
  money: {
    /**
     * GET /reports/{company} over a year by client, asked by the representative (each row with its
     * billable minutes and amount): p99 latency in ms under load, all hours and approved weeks only.
     */
    reportP99Ms: 100,
    /**
     * POST /invoices/{company}: a draft of one month for the client 100 consultants worked for, a
     * line per consultant and rate; the slowest of a few runs after a first one (not counted), in ms.
     */
    invoiceDraftMs: 2000,
    /** GET /invoice/{id}/pdf of that invoice, issued: the slowest of a few runs after a first one, in ms. */
    invoicePdfMs: 1000,
    /**
     * POST /rates/{company}: a company-wide rate from a year back, whose write counts the money of
     * every task of that year again (the company's task writes wait meanwhile): the slowest of a
     * few runs after a first one, in ms.
     */
    rateWriteMs: 5000,
  },
  /** grouped_tasks at 2,000,000 tasks over its time at 200,000: cost follows consultants, not history. */
  groupedTasksGrowth: 1.5,
  /** POST /imports/{company} on the embedded engine. */
  imports: {
    /** a 10,000-row file checked (dry run) and imported, and as many rows from Kimai's Excel export imported: each within this */
    tenThousandRowsSeconds: 10,
    /** a file of the most rows a file may hold (IMPORT_MAX_ROWS) checked (dry run) within this */
    largestFileCheckSeconds: 50,
    /** meanwhile, another company's reads (one every 50 ms) each answer within this */
    othersSlowestReadMs: 250,
  },
  /** A 5 MiB hostile rich-text body: from sending it to the answer (reads meanwhile keep serverP99Ms.getTasks). */
  serverHostileBodyMs: 1000,
  /**
   * webpack `performance` limits (raw bytes, what webpack measures), where a production build fails:
   * 140 KB gzipped converted at the measured ratio for an entry point, and a single asset may not
   * take more than half of it (React DOM, the largest, is about 210 KB raw).
   */
  webpack: {
    maxEntrypointSize: Math.round(140 * KB * GZIP_RATIO),
    maxAssetSize: Math.round((140 * KB * GZIP_RATIO) / 2),
  },
  /**
   * The poll that brings a remote's new release to open tabs: requests for remotes.json in ten idle
   * minutes of a signed-in tab (at most one a minute while shown, none while hidden).
   */
  releasePoll: { shownTenMinutes: 10, hiddenTenMinutes: 0 },
};
