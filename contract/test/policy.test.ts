import {
  PAGE_ROLES,
  ROLES,
  type Role,
  can,
  canAddTask,
  canDelete,
  canEdit,
  canEditTasks,
  canMove,
  canOpenPage,
  canToggleActive,
} from '../src';
import {
  type Actor,
  type Viewer,
  canAddTaskFor,
  canChangeTasksOf,
  canManageCompany,
  changeableFields,
  may,
} from '../src/policy';

/**
 * The client's answers (the role tables and the `can*` helpers) against the server's predicates
 * (./policy), for every role of the viewer and every relation of the target a page can show.
 */
const OWN_COMPANY = 3;
const OTHER_COMPANY = 4;
const OWN_DEPARTMENT = 5;
const OTHER_DEPARTMENT = 6;
const VIEWER_ID = 1;

/** The signed-in user of each role: the admin belongs to no company, a lead and a consultant to a department. */
const actorOf = (role: Role): Actor => ({
  id: VIEWER_ID,
  role,
  company: role === 'admin' ? null : OWN_COMPANY,
  department: role === 'department_admin' || role === 'employee' ? OWN_DEPARTMENT : null,
});
const viewerOf = (role: Role): Viewer => ({ user_id: VIEWER_ID, role, company: actorOf(role).company });

const consultant = (id: number, company: number, department: number): Actor => ({
  id,
  role: 'employee',
  company,
  department,
});

/** The consultants a task list can show, by relation to the viewer (the viewer itself if a consultant). */
const taskOwners = (role: Role) => [
  ...(role === 'employee' ? [{ relation: 'self', owner: { ...actorOf(role) } }] : []),
  { relation: 'own department', owner: consultant(7, OWN_COMPANY, OWN_DEPARTMENT) },
  { relation: 'other department', owner: consultant(8, OWN_COMPANY, OTHER_DEPARTMENT) },
];

const rolesWhere = (check: (role: Role) => boolean) => ROLES.filter(check);

describe('the client asks the server’s predicates', () => {
  test.each(ROLES)(
    'company pages, as %s: managing is the server’s rule for the own and another company',
    (role) => {
      for (const company of [OWN_COMPANY, OTHER_COMPANY]) {
        const client = canManageCompany(viewerOf(role), company);
        const actor = actorOf(role);
        expect([
          may.manageDepartments(actor, company),
          may.manageProjects(actor, company),
          may.addMembers(actor, company),
          may.addConsultantsToCompany(actor, company),
        ]).toEqual([client, client, client, client]);
      }
      expect(canManageCompany(null, OWN_COMPANY)).toBe(false);
    },
  );

  test.each(ROLES)(
    'task lists, as %s: add, edit and delete are the server’s rules for every consultant',
    (role) => {
      for (const { relation, owner } of taskOwners(role)) {
        const actor = actorOf(role);
        const own = owner.id === VIEWER_ID;
        expect({ relation, add: canAddTaskFor(viewerOf(role), owner.id) }).toEqual({
          relation,
          add: may.createTasksFor(actor, owner),
        });
        expect({ relation, change: canChangeTasksOf(viewerOf(role), owner.id) }).toEqual({
          relation,
          change: may.changeTasksOf(actor, owner),
        });
        // the role table says the same: adding is the consultant's for their own list
        expect(canAddTask(role) && (role !== 'employee' || own)).toBe(may.createTasksFor(actor, owner));
        expect(canEditTasks(role)).toBe(may.changeTasksOf(actor, owner));
      }
    },
  );
});

describe('the role tables are the predicates’ answers for someone of the viewer’s company', () => {
  const otherDepartment = consultant(8, OWN_COMPANY, OTHER_DEPARTMENT);
  const ownDepartment = consultant(7, OWN_COMPANY, OWN_DEPARTMENT);

  test('companies and the company pages', () => {
    expect(rolesWhere((r) => can(r, 'manageCompanies'))).toEqual(
      rolesWhere((r) => may.manageCompanies(actorOf(r))),
    );
    expect(rolesWhere((r) => can(r, 'manageCompanyResources'))).toEqual(
      rolesWhere((r) => canManageCompany(viewerOf(r), OWN_COMPANY)),
    );
  });

  test('table actions on a consultant', () => {
    expect(rolesWhere(canToggleActive)).toEqual(
      rolesWhere((r) => changeableFields(actorOf(r), otherDepartment).includes('is_active')),
    );
    expect(rolesWhere((r) => canDelete(r))).toEqual(
      rolesWhere((r) => may.deleteUser(actorOf(r), otherDepartment)),
    );
    expect(rolesWhere(canMove)).toEqual(
      rolesWhere((r) => changeableFields(actorOf(r), otherDepartment).includes('department')),
    );
    // on a department's page a lead moves its consultants too
    expect(rolesWhere((r) => canMove(r) || can(r, 'manageDepartmentConsultants'))).toEqual(
      rolesWhere((r) => changeableFields(actorOf(r), ownDepartment).includes('department')),
    );
    expect(rolesWhere(canEditTasks)).toEqual(
      rolesWhere((r) => may.changeTasksOf(actorOf(r), otherDepartment)),
    );
    // the table offers edit only where the page hands it one: on the company pages, to their manager
    expect(rolesWhere((r) => canManageCompany(viewerOf(r), OWN_COMPANY) && canEdit(r))).toEqual(
      rolesWhere(
        (r) =>
          canManageCompany(viewerOf(r), OWN_COMPANY) &&
          changeableFields(actorOf(r), otherDepartment).length > 0,
      ),
    );
  });

  test('a page opens for exactly the roles the server lets read its data', () => {
    const ownDepartmentRef = { id: OWN_DEPARTMENT, company: OWN_COMPANY };
    const opens = (page: keyof typeof PAGE_ROLES) => rolesWhere((r) => canOpenPage(r, page));
    expect(opens('companies')).toEqual(rolesWhere((r) => may.manageCompanies(actorOf(r))));
    expect(opens('consultants')).toEqual(
      rolesWhere((r) => may.readCompanyConsultants(actorOf(r), OWN_COMPANY)),
    );
    expect(opens('logs')).toEqual(rolesWhere((r) => may.readLogs(actorOf(r), OWN_COMPANY)));
    expect(opens('rates')).toEqual(rolesWhere((r) => may.seeMoney(actorOf(r), OWN_COMPANY)));
    expect(opens('invoices')).toEqual(rolesWhere((r) => may.seeMoney(actorOf(r), OWN_COMPANY)));
    expect(opens('members')).toEqual(rolesWhere((r) => may.readMembers(actorOf(r), OWN_COMPANY)));
    expect(opens('departmentConsultants')).toEqual(
      rolesWhere((r) => may.readDepartmentConsultants(actorOf(r), ownDepartmentRef)),
    );
    expect(opens('departmentPerformance')).toEqual(
      rolesWhere((r) => may.readDepartmentPerformance(actorOf(r), ownDepartmentRef)),
    );
    // everyone opens their own task list
    expect(opens('employeeTasks')).toEqual(rolesWhere((r) => may.readTasksOf(actorOf(r), actorOf(r))));
  });

  test('the other pages open for no role the server would refuse their data', () => {
    const within = (page: keyof typeof PAGE_ROLES, server: (r: Role) => boolean) =>
      expect(PAGE_ROLES[page].filter((r) => !server(r))).toEqual([]);
    within('departments', (r) => may.readDepartments(actorOf(r), OWN_COMPANY));
    within('projects', (r) => may.readProjects(actorOf(r), OWN_COMPANY));
    // the clients' page is for those who read them beside the company's money, not for consultants
    within('clients', (r) => may.readClients(actorOf(r), OWN_COMPANY));
    within('todos', (r) => may.useDraftsOf(actorOf(r), actorOf(r)));
    within('drafts', (r) => may.useDraftsOf(actorOf(r), actorOf(r)));
    within('companyReports', (r) => may.readReports(actorOf(r), OWN_COMPANY));
    within('departmentReports', (r) => may.readReports(actorOf(r), OWN_COMPANY));
    within('consultantReports', (r) => may.readReports(actorOf(r), OWN_COMPANY));
  });
});
