import fs from 'node:fs';

/** Browsers cannot be downloaded here: the tests drive Debian's Chromium. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with \`apt-get install -y chromium\` ` +
        '(or point CHROMIUM_PATH at a Chromium binary).',
    );
  }
  return candidate;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
