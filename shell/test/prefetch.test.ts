import { encodeId } from '@app/shared';
import { firstReads } from '../src/federation/prefetch';

jest.mock('../src/federation/remoteRegistry', () => ({
  loadArea: jest.fn(() => Promise.resolve(() => null)),
}));

describe('fetch-ahead after sign-in', () => {
  it("knows each landing page's first read", () => {
    expect(firstReads('/admin/companies')).toEqual(['/companies']);
    expect(firstReads(`/admin/users/${encodeId(3)}`)).toEqual(['/grouped_tasks/3', '/employees/3']);
    expect(firstReads(`/department/${encodeId(20)}`)).toEqual(['/employees/20']);
    expect(firstReads(`/employee/${encodeId(41)}`)).toEqual(['/tasks/41']);
    expect(firstReads('/employee/garbage')).toEqual([]);
  });
});
