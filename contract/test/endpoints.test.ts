import {
  STATUS,
  endpointMethod,
  endpointPath,
  endpointPattern,
  successStatus,
  type EndpointKey,
} from '../src';

/** Every endpoint of the table with its success code (the decided calls included). */
const CODES: Record<EndpointKey, number> = {
  'POST /token/': STATUS.ok,
  'POST /token/refresh/': STATUS.ok,
  'POST /token/logout/': STATUS.ok,
  'GET /health': STATUS.ok,
  'GET /openapi.json': STATUS.ok,
  'GET /get_department/{user_id}': STATUS.ok,
  'GET /get_company/{user_id}': STATUS.ok,
  'GET /companies': STATUS.ok,
  'POST /companies': STATUS.created,
  'PATCH /company/{id}': STATUS.accepted,
  'DELETE /company/{id}': STATUS.accepted,
  'POST /company_admins': STATUS.created,
  'GET /departments/{companyId}': STATUS.ok,
  'POST /departments/{companyId}': STATUS.created,
  'PATCH /department/{id}': STATUS.accepted,
  'DELETE /department/{id}': STATUS.accepted,
  'POST /department_admins/{companyId}': STATUS.created,
  'GET /members/{companyId}': STATUS.ok,
  'POST /members/{companyId}': STATUS.created,
  'GET /employees/{departmentOrCompanyId}': STATUS.ok,
  'POST /employees/{departmentOrCompanyId}': STATUS.created,
  'DELETE /employee/{id}': STATUS.accepted,
  'GET /projects/{companyId}': STATUS.ok,
  'POST /projects/{companyId}': STATUS.created,
  'PATCH /project/{id}': STATUS.accepted,
  'DELETE /project/{id}': STATUS.accepted,
  'GET /tasks_logs/{companyId}': STATUS.ok,
  'GET /grouped_tasks/{companyId}': STATUS.ok,
  'GET /reports/{companyId}': STATUS.ok,
  'GET /task_grouping_by_department/{departmentId}': STATUS.ok,
  'GET /tasks/{userId}': STATUS.ok,
  'POST /tasks/{userId}': STATUS.created,
  'PATCH /task/{taskId}': STATUS.accepted,
  'DELETE /task/{taskId}': STATUS.accepted,
  'GET /drafts/{userId}': STATUS.ok,
  'POST /drafts/{userId}': STATUS.created,
  'PATCH /drafts/{userId}': STATUS.accepted,
  'PATCH /draft/{draftId}': STATUS.accepted,
  'DELETE /draft/{draftId}': STATUS.accepted,
  'PATCH /update_user/{userId}': STATUS.ok,
  'GET /timesheet/{userId}': STATUS.ok,
  'GET /import_floor/{companyId}': STATUS.ok,
  'PATCH /import_floor/{companyId}': STATUS.accepted,
  'GET /rejected_weeks/{userId}': STATUS.ok,
  'POST /timesheet/{userId}/submit': STATUS.ok,
  'POST /timesheet/{userId}/withdraw': STATUS.ok,
  'POST /timesheet/{userId}/approve': STATUS.ok,
  'POST /timesheet/{userId}/reject': STATUS.ok,
  'POST /timesheet/{userId}/reopen': STATUS.ok,
  'GET /timesheets/{companyId}': STATUS.ok,
  'GET /waiting_weeks/{companyId}': STATUS.ok,
  'GET /targets/{userId}': STATUS.ok,
  'POST /targets/{userId}': STATUS.created,
  'GET /holidays/{companyId}': STATUS.ok,
  'POST /holidays/{companyId}': STATUS.created,
  'DELETE /holiday/{holidayId}': STATUS.accepted,
  'POST /draft_copies/{userId}': STATUS.created,
  'GET /audit/{companyId}': STATUS.ok,
  'GET /audit_retention/{companyId}': STATUS.ok,
  'PATCH /audit_retention/{companyId}': STATUS.accepted,
  'POST /api_tokens': STATUS.created,
  'GET /api_tokens': STATUS.ok,
  'DELETE /api_token/{id}': STATUS.accepted,
  'POST /imports/{companyId}': STATUS.ok,
  'POST /client_reports': STATUS.created,
  'GET /client_reports': STATUS.ok,
};

test.each(Object.entries(CODES) as [EndpointKey, number][])('%s answers %i on success', (key, code) => {
  expect(successStatus(key)).toBe(code);
});

test('method, pattern and concrete path of an endpoint', () => {
  expect(endpointMethod('PATCH /company/{id}')).toBe('PATCH');
  expect(endpointPattern('PATCH /company/{id}')).toBe('/company/{id}');
  expect(endpointPath('PATCH /company/{id}', { id: 7 })).toBe('/company/7');
  expect(endpointPath('GET /task_grouping_by_department/{departmentId}', { departmentId: 12 })).toBe(
    '/task_grouping_by_department/12',
  );
  expect(endpointPath('POST /token/', {})).toBe('/token/');
});
