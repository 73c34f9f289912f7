/**
 * GET /openapi.json (decided: the API's OpenAPI 3.1 document, without a session) and the page that
 * reads it, /api/docs: Swagger UI, served by the API from its own files (no request leaves the
 * machine).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@app/contract';
import contractPackage from '@app/contract/package.json';
import { route, type RouteModule } from '../kernel/route';
import { contractSchemasOffThread } from './contractSchemas';
import { openApiDocument } from './document';

export const openApiRoutes: RouteModule = (app) => {
  let document: Promise<ReturnType<typeof openApiDocument>> | null = null;
  // every route is registered before the server listens: the document is made once, its slow part
  // (the contract's types) on a thread of its own, started as soon as the server listens
  const made = () =>
    (document ??= contractSchemasOffThread().then((contract) =>
      openApiDocument(app.declaredRoutes, contractPackage.version, contract),
    ));
  app.addHook('onListen', async () => {
    made().catch(() => {
      document = null;
    });
  });
  route(app, 'GET /openapi.json', { public: true }, () => made());
};

const UI_FOLDER = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The files of the page, by the name it asks for them (nothing else of the folder is served). */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Task Tracker API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
const START = `window.ui = SwaggerUIBundle({ url: '${API_PREFIX}/openapi.json', dom_id: '#api-reference' });\n`;
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The reference page at /api/docs and its files. */
export function apiDocsPage(app: FastifyInstance): void {
  app.get('/api/docs', async (_request, reply) =>
    reply.header('Content-Security-Policy', CSP).type('text/html; charset=utf-8').send(PAGE),
  );
  app.get('/api/docs/start.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    const type = Object.hasOwn(UI_FILES, request.params.file) ? UI_FILES[request.params.file] : null;
    if (!type) return reply.code(404).send({ error: 'not_found', detail: 'No such file' });
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=3600')
      .send(fs.createReadStream(path.join(UI_FOLDER, request.params.file)));
  });
}
