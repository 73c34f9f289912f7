/**
 * One typed function per call of the contract's endpoint table, each through
 * `callEndpoint`, which takes its path, body, response type and success code from
 * the table. See ApiResult in ./client for the convention.
 */
import type { TokenRequest } from '@app/contract';
import { callEndpoint } from './client';

export { refreshToken } from './client';

// ---- auth and session --------------------------------------------------------------------------

export const obtainToken = (credentials: TokenRequest) =>
  callEndpoint('POST /token/', { body: credentials, auth: false });
/** Decided: ends the caller's session on the server, so its tokens stop working at once. */
export const endSession = () => callEndpoint('POST /token/logout/');
export const getDepartmentOfUser = (userId: number) =>
  callEndpoint('GET /get_department/{user_id}', { params: { user_id: userId } });
export const getCompanyOfUser = (userId: number) =>
  callEndpoint('GET /get_company/{user_id}', { params: { user_id: userId } });
