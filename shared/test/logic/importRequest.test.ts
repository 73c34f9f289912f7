import { HttpResponse, http } from 'msw';
import { act } from '@testing-library/react';
import { userAtom } from '@app/shared';
import { IMPORT_XLSX_TYPE, importFileType, importHours } from '@app/shared/imports';
import { API_URL, resetState, server, sessionOf, store, tokensFor } from '@app/shared/testing';

const CSV = 'email,day,minutes,project,title\nada@example.com,2026-03-02,90,Apollo,"Design, review"\n';

interface Received {
  type: string | null;
  accept: string | null;
  authorization: string | null;
  body: string;
  bytes: number[];
  url: string;
}

let received: Received[] = [];

/** Records what the import endpoint receives, and answers with the statuses given in turn. */
function listen(...statuses: number[]) {
  let turn = 0;
  server.use(
    http.post(`${API_URL}/imports/:companyId`, async ({ request }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      received.push({
        type: request.headers.get('Content-Type'),
        accept: request.headers.get('Accept'),
        authorization: request.headers.get('Authorization'),
        body: new TextDecoder().decode(bytes),
        bytes: [...bytes],
        url: request.url,
      });
      const status = statuses[Math.min(turn++, statuses.length - 1)];
      return status === 200
        ? HttpResponse.json({
            dry_run: true,
            columns: [],
            rows: [],
            created: 0,
            to_create: 0,
            duplicates: 0,
            errors: 0,
            new_projects: [],
          })
        : new HttpResponse(null, { status });
    }),
  );
}

beforeEach(() => {
  resetState();
  received = [];
  act(() => store.set(userAtom, sessionOf('company_admin')));
});

describe('a call whose body is a file', () => {
  it('sends the text as it is, as text/csv, with the session and the query', async () => {
    listen(200);
    const result = await importHours(3, { format: 'generic', time_zone: 'Europe/Oslo', dry_run: true }, CSV);
    expect(result.ok).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0].type).toBe('text/csv');
    expect(received[0].body).toBe(CSV);
    expect(received[0].accept).toBe('application/json');
    expect(received[0].authorization).toBe('Bearer a');
    expect(new URL(received[0].url).search).toBe('?format=generic&time_zone=Europe%2FOslo&dry_run=true');
  });

  it("sends a workbook's bytes as they are, with the workbook's content type", async () => {
    listen(200);
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0x80]);
    expect(importFileType(bytes)).toBe(IMPORT_XLSX_TYPE);
    expect(importFileType(new TextEncoder().encode(CSV))).toBe('text/csv');
    const result = await importHours(
      3,
      { format: 'kimai', time_zone: 'UTC' },
      bytes.buffer,
      IMPORT_XLSX_TYPE,
    );
    expect(result.ok).toBe(true);
    expect(received[0].type).toBe(IMPORT_XLSX_TYPE);
    expect(received[0].bytes).toEqual([...bytes]);
  });

  it('sends the same text again after the session is refreshed (401)', async () => {
    listen(401, 200);
    server.use(http.post(`${API_URL}/token/refresh/`, () => HttpResponse.json(tokensFor({ user_id: 99 }))));
    const result = await importHours(3, { format: 'toggl', time_zone: 'UTC' }, CSV);
    expect(result.ok).toBe(true);
    expect(received.map(({ type, body }) => [type, body])).toEqual([
      ['text/csv', CSV],
      ['text/csv', CSV],
    ]);
    expect(received[1].authorization).not.toBe('Bearer a');
  });
});
