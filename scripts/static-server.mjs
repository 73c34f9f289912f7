/**
 * A small production web server for built apps (no dependencies): serves a dist folder with the
 * caching rules of DESIGN.md (remoteEntry.js, mf-manifest.json, remotes.json and HTML no-cache;
 * content-hashed chunks immutable), gzip, single-page-app fallback, optional CORS (remotes are
 * fetched cross-origin), optional mounts of other folders (the remotes under /remotes/<name>/ for
 * `npm start`), a generated /remotes.json, and a proxy of /api to the mock server.
 *
 * Every response carries the security headers (a Content-Security-Policy that allows scripts only
 * from this origin and the remotes' origins, no framing, no referrer). Source maps are never
 * served. Any request path, however malformed, gets the app (which redirects as the spec says)
 * or a plain 404, and no request can stop the server.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'index.html']);
/** Never served: source maps stay on the build machine. */
const HIDDEN = /\.map$/i;

/** The origins (other than this one) that the remotes document points at. */
function remoteOrigins(document) {
  const origins = new Set();
  for (const remote of Object.values(document ?? {})) {
    const url = remote?.entry;
    if (typeof url === 'string' && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The security headers. Scripts, styles and data come from this origin and the remotes' origins
 * only; no inline script, no eval. Styles allow inline style attributes (rich-text bodies carry
 * colours in them). Images may be any http(s) or embedded data.
 */
export function securityHeaders(origins = []) {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob: https: http:",
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The decoded path, or null when its percent-encoding is broken or it holds a NUL. */
function decodePath(rel) {
  try {
    const decoded = decodeURIComponent(rel);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
/** A request target naming a path of this origin: one slash, then no slash or backslash. */
const ORIGIN_FORM = /^\/(?![/\\])/;
/** The header by which the API knows the product server's X-Forwarded-For is to be believed. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt)$/;

/**
 * @param {object} options
 * @param {string} options.root                 folder served at /
 * @param {Record<string,string>} [options.mounts]  url prefix -> folder (e.g. '/remotes/admin/' -> dist)
 * @param {() => object} [options.remotesDocument]  served as /remotes.json
 * @param {string} [options.apiTarget]          e.g. http://127.0.0.1:8000; /api/* is proxied there
 * @param {string} [options.proxySecret]        sent to the API with every proxied request
 * @param {boolean} [options.cors]              Access-Control-Allow-Origin: * on static files
 * @param {number} [options.requestTimeout]     ms a client has to send a whole request (30 s)
 * @param {number} [options.headersTimeout]     ms a client has to send its headers (10 s)
 */
export function createStaticServer(options) {
  const api = options.apiTarget ? new URL(options.apiTarget) : null;
  let root = path.resolve(options.root);
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => [prefix, path.resolve(dir)]);
  const gzipCache = new Map();

  const headersFor = () => securityHeaders(remoteOrigins(options.remotesDocument?.()));

  const notFound = (res) => {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...headersFor(),
      ...(options.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    res.end('Not found');
  };

  function handle(req, res) {
    // Every request names a path of this origin: a request line holding an absolute URL, an
    // authority ('//host/...') or a backslash that URL parsers read as one is refused with 400,
    // whatever it names, so nothing is proxied to or served as another host.
    if (!ORIGIN_FORM.test(req.url ?? '')) {
      res.writeHead(400, { 'Content-Type': 'application/json', ...headersFor() });
      res.end(JSON.stringify({ error: 'bad_request', detail: 'The request must name a path.' }));
      return;
    }
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return notFound(res);
    }
    if (api && url.pathname.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headersFor() }).end();
      return;
    }
    if (options.remotesDocument && url.pathname === '/remotes.json') {
      // asked every minute by each open tab (a new release reaches it): unchanged, it answers 304
      const body = Buffer.from(JSON.stringify(options.remotesDocument()));
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache', ...headersFor() }).end();
        return;
      }
      return send(req, res, body, 'remotes.json', { ETag: etag });
    }
    let base = root;
    let rel = url.pathname;
    for (const [prefix, dir] of mounts) {
      if (rel.startsWith(prefix)) {
        base = dir;
        rel = rel.slice(prefix.length - 1);
        break;
      }
    }
    const app = path.join(base, 'index.html');
    // a path that looks like an asset is a real 404; anything else is a client-side route
    const looksLikeAsset = !!path.extname(rel);
    const decoded = decodePath(rel);
    if (decoded === null || HIDDEN.test(decoded))
      return looksLikeAsset ? notFound(res) : sendFile(req, res, app);
    const file = path.join(base, path.normalize(decoded).replace(/^([/\\])+/, ''));
    if (!file.startsWith(base + path.sep) && file !== base) return notFound(res);
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) return sendFile(req, res, file);
      if (looksLikeAsset) return notFound(res);
      sendFile(req, res, app);
    });
  }

  const server = http.createServer(
    {
      // slow or broken clients are cut off instead of holding sockets: the headers within
      // headersTimeout, the whole request within requestTimeout, checked every second (node's
      // default check runs every 30 s, which let half-sent requests live far past their limits)
      requestTimeout: options.requestTimeout ?? 30_000,
      headersTimeout: Math.min(options.headersTimeout ?? 10_000, options.requestTimeout ?? 30_000),
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        console.error(`static server: ${req.method} ${JSON.stringify(req.url)} failed:`, error);
        if (!res.headersSent) notFound(res);
        else res.destroy();
      }
    },
  );
  server.on('clientError', (error, socket) => {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });

  function sendFile(req, res, file) {
    fs.readFile(file, (err, body) => {
      if (err) return notFound(res);
      send(req, res, body, file);
    });
  }

  function send(req, res, body, file, extraHeaders = {}) {
    const name = path.basename(file);
    const headers = {
      ...extraHeaders,
      'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'Cache-Control': NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...headersFor(),
    };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    let payload = body;
    if (
      COMPRESSIBLE.test(name) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      body.length > 512
    ) {
      const key = NO_CACHE.has(name) ? null : file;
      payload = (key && gzipCache.get(key)) || zlib.gzipSync(body);
      if (key) gzipCache.set(key, payload);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /**
   * Forwards a request to the configured API origin, whatever the request says: the host and port
   * are the configuration's, the path is the request's own (origin-form, checked by `handle`).
   */
  function proxy(req, res) {
    const upstream = http.request(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        // the client's own address, replacing whatever it claimed: the API throttles sign-ins by it
        headers: {
          ...req.headers,
          host: api.host,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          ...(options.proxySecret ? { [PROXY_SECRET_HEADER]: options.proxySecret } : {}),
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'bad_gateway', detail: 'The API server is not reachable.' }));
    });
    // a client that goes away (or is cut off for being slow) takes its upstream request with it
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  return {
    server,
    /** @returns {Promise<number>} the port listened on */
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address().port));
      });
    },
    /** The folder served at / now. */
    root() {
      return root;
    },
    /** Serves another folder from now on: a redeploy without restarting. */
    setRoot(dir) {
      root = path.resolve(dir);
      gzipCache.clear();
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}
