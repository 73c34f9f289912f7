-- Personal access tokens: a person's named credentials for other tools, each with its scope and
-- expiry; the secret is kept only as its SHA-256 (a 256-bit random secret needs no slow hash).
CREATE TABLE "api_tokens" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "scope" text NOT NULL CHECK ("scope" IN ('read', 'read-write')),
  "secret_sha256" text NOT NULL,
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz,
  "last_used_at" timestamptz,
  "last_used_from" text
);
--> statement-breakpoint
CREATE INDEX "api_tokens_user" ON "api_tokens" ("user");
