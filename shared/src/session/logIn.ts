import { isAllowedEmail, MESSAGES, type MessagePair, checkLogin } from '@app/contract';
import { appConfig } from '../config';
import { obtainToken, getCompanyOfUser, getDepartmentOfUser } from '../api/endpoints';
import { isUnanswered } from '../api/reachability';
import { sessionFromTokens } from '../api/session';
import { companyAtom, departmentAtom, userAtom } from '../state/atoms';
import { landingPath } from '../roles/navigation';
import { loadIdCipher } from '../ids/idCipher';
import { appStore } from '../state/hooks';

export type LoginOutcome =
  | { ok: true; path: string; notice: MessagePair }
  | { ok: false; notice: MessagePair; accessDenied?: boolean; retryAfter?: number };

/**
 * The login: credentials, token, allow-list check, then the role's landing page
 * (a company_admin's company and a department_admin's department are loaded first).
 */
export async function logIn(email: string, password: string): Promise<LoginOutcome> {
  const invalid = checkLogin({ email, password });
  if (invalid) return { ok: false, notice: invalid };
  // anyone outside the allow-list is told so, whatever the password
  if (!isAllowedEmail(email, appConfig.allowedEmails))
    return { ok: false, notice: MESSAGES.accessDenied, accessDenied: true };

  // the landing page's URL has an encoded id: fetch the cipher while the server checks the password
  const cipher = loadIdCipher();
  cipher.catch(() => undefined);
  const token = await obtainToken({ email: email.trim(), password });
  if (!token.ok) {
    if (token.status === 403) return { ok: false, notice: MESSAGES.accessDenied, accessDenied: true };
    const retryAfter = token.error?.retry_after;
    if (token.status === 429 && retryAfter)
      return { ok: false, notice: MESSAGES.tooManyAttempts(retryAfter), retryAfter };
    // no answer, or the product server could not reach the API (502, 504): the password was not
    // checked, so it is not called wrong
    if (isUnanswered(token.status)) return { ok: false, notice: MESSAGES.loginServerUnreachable };
    return { ok: false, notice: MESSAGES.loginFailed };
  }
  const session = sessionFromTokens(token.data);
  if (!session) return { ok: false, notice: MESSAGES.loginFailed };
  if (!isAllowedEmail(session.email, appConfig.allowedEmails)) {
    return { ok: false, notice: MESSAGES.accessDenied, accessDenied: true };
  }

  try {
    await cipher;
  } catch {
    return { ok: false, notice: MESSAGES.loginFailed };
  }
  const store = appStore;
  store.set(userAtom, session);
  let companyId: number | null = session.company;
  let departmentId: number | null = null;
  if (session.role === 'company_admin') {
    const company = await getCompanyOfUser(session.user_id);
    if (company.ok) {
      store.set(companyAtom, company.data);
      companyId = company.data.id;
    }
  } else if (session.role === 'department_admin') {
    const department = await getDepartmentOfUser(session.user_id);
    if (department.ok) {
      store.set(departmentAtom, department.data);
      departmentId = department.data.id;
    } else if (department.status === 0 || department.status >= 500) {
      // the landing page is the department's: with no answer or a server failure the sign-in cannot
      // land, and says so (not 'Login success' over the login form); signing in again reads it again
      return { ok: false, notice: MESSAGES.loadFailed };
    }
  }
  return { ok: true, path: landingPath(session, { companyId, departmentId }), notice: MESSAGES.loginSuccess };
}
