/** The federated apps and where their sources and builds live. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const apps = [
  { name: 'shell', dir: path.join(repoRoot, 'shell') },
  { name: 'admin', dir: path.join(repoRoot, 'remotes/admin') },
  { name: 'company', dir: path.join(repoRoot, 'remotes/company') },
  { name: 'department', dir: path.join(repoRoot, 'remotes/department') },
  { name: 'employee', dir: path.join(repoRoot, 'remotes/employee') },
];

export const appByName = (name) => apps.find((a) => a.name === name);
/** Where an app's production build goes: its own dist/, or DIST_ROOT/<name> when DIST_ROOT is set. */
export const distOf = (app) =>
  process.env.DIST_ROOT ? path.resolve(process.env.DIST_ROOT, app.name) : path.join(app.dir, 'dist');
