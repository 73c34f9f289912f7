/**
 * A small production web server for built apps (no dependencies): serves a dist folder with the
 * caching rules of DESIGN.md (remoteEntry.js, mf-manifest.json, remotes.json and HTML no-cache;
 * content-hashed chunks immutable), gzip, single-page-app fallback, optional CORS (remotes are
 * fetched cross-origin), optional mounts of other folders (the remotes under /remotes/<name>/ for
 * `npm start`), a generated /remotes.json, and a proxy of /api to the mock server.
 */
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
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt)$/;

/**
 * @param {object} options
 * @param {string} options.root                 folder served at /
 * @param {Record<string,string>} [options.mounts]  url prefix -> folder (e.g. '/remotes/admin/' -> dist)
 * @param {() => object} [options.remotesDocument]  served as /remotes.json
 * @param {string} [options.apiTarget]          e.g. http://127.0.0.1:8000; /api/* is proxied there
 * @param {boolean} [options.cors]              Access-Control-Allow-Origin: * on static files
 */
export function createStaticServer(options) {
  let root = path.resolve(options.root);
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => [prefix, path.resolve(dir)]);
  const gzipCache = new Map();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.apiTarget && url.pathname.startsWith('/api/')) return proxy(req, res, options.apiTarget);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.remotesDocument && url.pathname === '/remotes.json') {
      return send(req, res, Buffer.from(JSON.stringify(options.remotesDocument())), 'remotes.json');
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
    let file;
    try {
      file = path.join(base, path.normalize(decodeURIComponent(rel)).replace(/^([/\\])+/, ''));
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) return sendFile(req, res, file);
      // a path that looks like an asset is a real 404; anything else is a client-side route
      if (path.extname(rel)) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': options.cors ? '*' : '' }).end('Not found');
        return;
      }
      sendFile(req, res, path.join(base, 'index.html'));
    });
  });

  function sendFile(req, res, file) {
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      send(req, res, body, file);
    });
  }

  function send(req, res, body, file) {
    const name = path.basename(file);
    const headers = {
      'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'Cache-Control': NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    let payload = body;
    if (COMPRESSIBLE.test(name) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 512) {
      const key = NO_CACHE.has(name) ? null : file;
      payload = (key && gzipCache.get(key)) || zlib.gzipSync(body);
      if (key) gzipCache.set(key, payload);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function proxy(req, res, target) {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'bad_gateway', detail: 'The API server is not reachable.' }));
    });
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
