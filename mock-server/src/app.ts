/**
 * The HTTP application: JSON parsing, CORS, authentication, the routes of every call under
 * /api/v1, and one error handler that turns every failure into JSON (never a stack trace).
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import http from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { API_PREFIX, type ApiTokenScope, type ImportEncoding } from '@app/contract';
import { IMPORT_XLSX_TYPE } from '@app/contract/imports';
import { auditRoutes } from './audit/routes';
import { dropUnprovenForwarding } from './auth/proxy';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { importRoutes } from './imports/routes';
import { ensureServedContract } from './kernel/contractVersion';
import { clientReportRoutes } from './clientReports/routes';
import { LoginThrottle } from './auth/loginThrottle';
import { authenticate, bearerOf, sessionUser } from './auth/session';
import { companyRoutes } from './companies/routes';
import type { CompanyZone, UserRecord } from './db/records';
import { storageError } from './db/store';
import { departmentRoutes } from './departments/routes';
import { draftRoutes } from './drafts/routes';
import { HttpError, forbidden } from './kernel/errors';
import { decodeFile, isFileEncoding } from './kernel/fileText';
import type { AppContext } from './kernel/route';
import { logRoutes } from './logs/routes';
import { apiDocsPage, openApiRoutes } from './openapi/routes';
import { peopleRoutes } from './people/routes';
import { performanceRoutes } from './performance/routes';
import { projectRoutes } from './projects/routes';
import { reportRoutes } from './reports';
import { taskRoutes } from './tasks/routes';
import { authenticateToken, tokenIdOf, type TokenCheck } from './tokens/auth';
import { tokenRoutes } from './tokens/routes';
import { targetRoutes } from './targets/routes';
import { clientRoutes } from './clients';
import { rateRoutes } from './rates';
import { invoiceRoutes } from './invoices';
import { weekRoutes } from './weeks/routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, re-read from the store for every request. */
    actor: UserRecord;
    /** How a file body's bytes were read (the routes that take a file); null otherwise. */
    fileEncoding: ImportEncoding | null;
    /** Whether the file body is its converter's text (an Excel workbook's: a line per sheet row). */
    fileConverted: boolean;
    /** The session of the request's access token (0 with a personal access token). */
    sessionId: number;
    /** The time zone of the actor's company, read with her session (null when not read). */
    companyZone: CompanyZone | null;
    /** The scope of the personal access token the request came with; null with a session's token. */
    tokenScope: ApiTokenScope | null;
  }
  interface FastifyContextConfig {
    /** true for the calls that need no access token */
    public?: boolean;
  }
}

/** The content types a file body may come in (each route's own say which it takes: FileBody). */
const FILE_TYPES = ['text/csv', 'text/plain', IMPORT_XLSX_TYPE];

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

function isAllowedOrigin(origin: string, configured: readonly string[] | null): boolean {
  return configured ? configured.includes(origin) : LOCAL_ORIGIN.test(origin);
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { options, store } = ctx;
  const app = Fastify({
    // slow clients (a body trickled byte by byte) are cut off instead of holding a socket for ever
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: options.requestTimeout,
          headersTimeout: Math.min(options.headersTimeout, options.requestTimeout),
          connectionsCheckingInterval: Math.min(1000, options.headersTimeout),
        },
        handler,
      ),
    trustProxy: options.trustProxy,
    logger: false,
    bodyLimit: options.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // each request's id (in its audit events and the X-Request-Id answer header): drawn here, never
    // taken from the client
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // a page built for a contract this server no longer serves is told to reload (426)
  app.addHook('onRequest', async (request) => ensureServedContract(request));
  app.decorate('declaredRoutes', []);
  app.decorateRequest('actor', null as unknown as UserRecord);
  app.decorateRequest('sessionId', 0);
  app.decorateRequest('tokenScope', null);
  app.decorateRequest('fileEncoding', null);
  app.decorateRequest('fileConverted', false);

  // X-Forwarded-* are believed (from TRUST_PROXY's addresses) only on requests carrying the
  // product server's secret: anyone else's are removed before anything reads them
  app.addHook('onRequest', async (request) =>
    dropUnprovenForwarding(request.raw.headers, options.proxySecret),
  );

  // JSON only (anything else is 415). An empty body is allowed: clients send the JSON content
  // type on every call, including the ones without a payload (PATCH /drafts/{id}, DELETE).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // a file as text (an import's CSV): only on the routes that take one (`route`'s `file`), in the
  // content types they name; anywhere else, as any other type, 415. Its bytes are read in the
  // encoding the query's `encoding` names, else the one they show (kernel/fileText)
  // a file of a type the route converts (an Excel workbook) is its converter's text, read as UTF-8
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
    const file = request.routeOptions.config.file;
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (!file || !file.contentTypes.includes(type)) {
      const error = new Error('Unsupported media type') as FastifyError;
      Object.assign(error, { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
      return done(error, undefined);
    }
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const convert = file.converted?.[type];
    if (convert) {
      request.fileEncoding = 'utf-8';
      request.fileConverted = true;
      return void convert(bytes).then(
        (text) => done(null, text),
        (error: Error) => done(error as FastifyError, undefined),
      );
    }
    const asked = (request.query as { encoding?: unknown } | undefined)?.encoding;
    const { text, encoding } = decodeFile(bytes, isFileEncoding(asked) ? asked : null);
    request.fileEncoding = encoding;
    return done(null, text);
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, options.corsOrigins)),
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Contract-Version'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  // Every answer goes out as bytes: node's http writes a large string body far slower than the
  // same text in a Buffer, the encoding included (npm run bench measures the large answers).
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' ? Buffer.from(payload) : payload,
  );

  app.setErrorHandler((raw: FastifyError, request, reply) => {
    // database failures outside a write (a read, a session check) are answered like inside one
    const error = storageError(raw) as FastifyError;
    if (error instanceof HttpError) {
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      if (typeof error.body.retry_after === 'number')
        reply.header('Retry-After', String(error.body.retry_after));
      return reply.code(error.status).send(error.body);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const file = request.routeOptions.config?.file;
        if (file)
          return reply.code(413).send({
            error: 'file_too_large',
            detail: `The file is larger than ${file.maxBytes} bytes`,
            field: file.field,
          });
        return reply.code(413).send({
          error: 'payload_too_large',
          detail: `The request body is larger than ${options.bodyLimit} bytes`,
        });
      }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send({ error: 'unsupported_media_type', detail: 'Send JSON with Content-Type: application/json' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ error: 'invalid_json', detail: 'The request body is not valid JSON' });
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.code(400).send({ error: 'invalid_json', detail: 'The request body is not valid JSON' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: 'bad_request', detail: error.message });
    }
    console.error(`mock-server: ${request.method} ${request.url} failed:`, error);
    return reply.code(500).send({ error: 'internal', detail: 'Internal server error' });
  });

  // a path the API has, asked with a method it does not have: 405 with the methods it has (Allow)
  let pathMethods: { pattern: RegExp; methods: string[] }[] | null = null;
  const methodsOf = (path: string): string[] => {
    pathMethods ??= Object.values(
      app.declaredRoutes.reduce<Record<string, { pattern: RegExp; methods: string[] }>>((byPath, { key }) => {
        const [method, pattern] = key.split(' ');
        const entry = (byPath[pattern] ??= {
          pattern: new RegExp(`^${API_PREFIX}${pattern.replace(/\{\w+\}/g, '[^/]+')}/?$`),
          methods: [],
        });
        entry.methods.push(method);
        return byPath;
      }, {}),
    );
    return pathMethods.filter((p) => p.pattern.test(path)).flatMap((p) => p.methods);
  };
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const methods = methodsOf(path);
    if (methods.length > 0 && !methods.includes(request.method)) {
      const allow = [...new Set(methods)].join(', ');
      return reply
        .code(405)
        .header('Allow', allow)
        .send({ error: 'method_not_allowed', detail: `${path} takes ${allow}` });
    }
    return reply.code(404).send({ error: 'not_found', detail: `No route ${request.method} ${path}` });
  });

  apiDocsPage(app);
  // every call under the prefix goes through the route helper (its schemas validate it, and the
  // OpenAPI document lists it): a route registered any other way stops the start
  const registered: string[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    if (url.startsWith(`${API_PREFIX}/`))
      for (const m of [method].flat()) if (m !== 'HEAD') registered.push(`${m} ${url}`);
  });
  const tokenThrottle = new LoginThrottle(store.engineDb, options.loginThrottle);
  const tokenCheck: TokenCheck = {
    db: store.db,
    countFailure: (account, address) => tokenThrottle.reserve(account, address),
    holder: (userId) => sessionUser(store.db, userId, options),
  };
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        const now = options.now();
        const bearer = bearerOf(request) ?? '';
        if (tokenIdOf(bearer) !== null) {
          // a personal access token: its owner, within its scope (a read token only reads)
          const { user, scope } = await authenticateToken(tokenCheck, bearer, request.ip, now);
          request.actor = user;
          request.companyZone = null;
          request.tokenScope = scope;
          if (scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD')
            throw forbidden('This token may only read');
          return;
        }
        const { user, sessionId, companyZone } = await authenticate(request, store.db, options, now);
        request.actor = user;
        request.sessionId = sessionId;
        request.companyZone = companyZone;
      });
      for (const routes of [
        healthRoutes,
        authRoutes,
        companyRoutes,
        departmentRoutes,
        peopleRoutes,
        projectRoutes,
        taskRoutes,
        draftRoutes,
        logRoutes,
        performanceRoutes,
        reportRoutes,
        weekRoutes,
        targetRoutes,
        clientRoutes,
        rateRoutes,
        invoiceRoutes,
        auditRoutes,
        tokenRoutes,
        importRoutes,
        clientReportRoutes,
        openApiRoutes,
      ]) {
        routes(api, ctx);
      }
    },
    { prefix: API_PREFIX },
  );
  const declared = new Set(
    app.declaredRoutes.map(({ key }) => {
      const [method, pattern] = key.split(' ');
      return `${method} ${API_PREFIX}${pattern.replace(/\{(\w+)\}/g, ':$1')}`;
    }),
  );
  const undeclared = registered.filter((r) => !declared.has(r));
  if (undeclared.length > 0) throw new Error(`routes outside the route helper: ${undeclared.join(', ')}`);

  return app;
}
