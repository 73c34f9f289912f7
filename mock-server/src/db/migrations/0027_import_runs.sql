-- The import a company is running (one at a time): claimed when it starts, removed when it ends,
-- in the database so every API process sees it. A claim left by a process that stopped midway
-- lapses at expires_at.
CREATE TABLE "import_runs" (
  "company" integer PRIMARY KEY REFERENCES "companies" ("id") ON DELETE CASCADE,
  "started_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL
);
