/**
 * An imported row's id is what makes the same file, imported again, a set of duplicates: it must
 * stay the same from one version of the server to the next. Pinned here for a row with every
 * field, and for its second occurrence in a file.
 */
import { importIdOf, rowSaying, type RowValues } from '../src/imports/file';

const row: RowValues = {
  line: 2,
  person: 'Cora@example.com',
  email: 'cora@example.com',
  worked_on: '2026-11-20',
  start: '09:30',
  duration: 90,
  project: 'Website Relaunch',
  client: 'Acme',
  title: 'Kick-off "workshop", notes',
  description: 'Agenda\nand minutes',
  body: '<p>Agenda and minutes</p>',
};

test('a row keeps its import id', () => {
  const saying = rowSaying(7, 'toggl', row);
  expect(importIdOf(saying, 0)).toBe('b977d48ffe2cd7c5753d41a0fad2b8bf9566baf7673bdf13df02f78c3e5578f0');
  expect(importIdOf(saying, 1)).toBe('3589c92e9bd82b107d900957abaaa85ae152249df801f79074efacd8cf723416');
});

test('rows that say the same in another case of project, or with other line, body or client, share it', () => {
  // the client is not part of it: a file exported again with its clients named is the same hours
  const same = { ...row, line: 9, project: 'WEBSITE RELAUNCH', body: '', client: null };
  expect(rowSaying(7, 'toggl', same)).toBe(rowSaying(7, 'toggl', row));
  expect(rowSaying(7, 'clockify', row)).not.toBe(rowSaying(7, 'toggl', row));
  expect(rowSaying(8, 'toggl', row)).not.toBe(rowSaying(7, 'toggl', row));
});
