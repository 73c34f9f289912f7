/** The budgets of budgets.js (one source for the benchmark and the webpack builds), typed. */
export interface Budgets {
  gzipKb: { loginPage: number; roleFirstPage: number; editorChunk: number };
  lighthouse: { performance: number; accessibility: number };
  featureReleases: number;
  interactionMs: number;
  logsFirstRowsMs: number;
  federationRatio: number;
  journeyMs: { signInToFirstRow: number; firstVisitOtherArea: number };
  serverP99Ms: {
    getTasks: number;
    postTask: number;
    groupedTasks: { embedded: number; server: number };
    report: number;
    timesheet: number;
    timesheets: number;
  };
  weekLockRatio: number;
  audit: { pageP99Ms: number; recordingRatio: number };
  money: { reportP99Ms: number; invoiceDraftMs: number; invoicePdfMs: number; rateWriteMs: number };
  groupedTasksGrowth: number;
  imports: { tenThousandRowsSeconds: number; largestFileCheckSeconds: number; othersSlowestReadMs: number };
  serverHostileBodyMs: number;
  webpack: { maxEntrypointSize: number; maxAssetSize: number };
  releasePoll: { shownTenMinutes: number; hiddenTenMinutes: number };
}

declare const budgets: Budgets;
export = budgets;
