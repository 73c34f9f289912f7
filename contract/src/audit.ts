/**
 * @app/contract/audit: the audit trail's vocabulary, as data both sides read: which records it
 * names, which actions it records, which fields it never shows, who reads which events, the query's
 * limits and the words of its screens. An entry of its own: the login page does not carry it.
 */
import type { AuditAction, AuditEntity } from './api';
import { FIELD_RULES } from './fieldRules';
import { LABELS } from './messages';
import type { Actor } from './policy';

/** The kinds of record an event is about. */
export const AUDIT_ENTITIES = [
  'task',
  'draft',
  'person',
  'company',
  'department',
  'project',
  'week',
  'target',
  'holiday',
  'session',
  'api_token',
  'audit',
  'client',
  'rate',
  'invoice',
] as const satisfies readonly AuditEntity[];

/** What was done. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'moved',
  'activated',
  'deactivated',
  'password_changed',
  'published',
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'reopened',
  'signed_in',
  'sign_in_refused',
  'signed_out',
  'session_revoked',
  'retention_changed',
  'pruned',
  'issued',
  'voided',
  'paid',
] as const satisfies readonly AuditAction[];

/** Fields an event never carries, before or after: secrets and what stands for them. */
export const AUDIT_SECRET_FIELDS: readonly string[] = [
  'password',
  'password_hash',
  'refresh_jti',
  'token',
  'refresh',
  'access',
];

/** The most events of one page, and how many a page has when the query does not say. */
export const AUDIT_PAGE_MAX = 500;
export const AUDIT_PAGE_DEFAULT = 100;
/** The longest retention a company may set, in days (ten years); null keeps events forever. */
export const AUDIT_RETENTION_MAX_DAYS = 3650;

// who reads which events (auditScope) is a rule of the policy: every page that offers a History
// action asks it without loading the trail's words
export {
  auditScope,
  readsAuditEventsOf,
  DEPARTMENT_AUDIT_ENTITIES,
  OWN_AUDIT_ENTITIES,
  type AuditPlace,
  type AuditScope,
} from './policy';

/** Setting a company's retention (and so pruning): its representative and the platform admin. */
export const maySetAuditRetention = (a: Actor, companyId: number): boolean =>
  a.role === 'admin' || (a.role === 'company_admin' && a.company === companyId);

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_email',
  'actor_role',
  'action',
  'entity',
  'entity_id',
  'department',
  'before',
  'after',
  'reason',
  'client_address',
  'request_id',
] as const;

/** decided: the words of the audit trail's screens. */
export const AUDIT_TEXTS = {
  page: 'Audit trail',
  history: LABELS.history,
  historyOf: (what: string) => `History of ${what}`,
  loading: 'Loading the events',
  none: 'No events match',
  noHistory: 'No recorded changes yet',
  more: 'Show older events',
  export: 'Export CSV',
  filters: 'Filters',
  from: 'From',
  to: 'To',
  entity: 'Record',
  entityId: 'Record (name or id)',
  action: 'Action',
  actor: 'Actor (name, email or id)',
  anyEntity: 'Any record',
  anyAction: 'Any action',
  apply: 'Apply',
  before: 'Before',
  after: 'After',
  field: 'Field',
  reason: 'Reason',
  from_address: (address: string, request: string) => `From ${address}, request ${request}`,
  retention: 'Keep events',
  forever: 'Forever',
  days: (n: number) => `${n} days`,
  retentionSaved: { title: 'Retention saved', body: 'Older events are removed from now on' },
  retentionFailed: { title: 'Not saved', body: 'Something went wrong, please try again' },
  // decided: the words the client's screens add
  loadingRetention: 'Loading the retention',
  saveRetention: 'Save retention',
  retentionConfirm: {
    title: 'Remove older events?',
    body: (n: number) => `Events older than ${n} days are removed for good, now and from now on.`,
    confirm: 'Remove older events',
  },
  timesIn: (zone: string) => `Times in ${zone}`,
  record: (type: string, id: number | null) => (id === null ? type : `${type} ${id}`),
  roles: {
    admin: 'platform admin',
    company_admin: 'representative',
    company_member: 'board member',
    department_admin: 'department lead',
    employee: 'consultant',
  },
  absent: '—',
  noFields: 'No fields recorded',
  filtersRefused: { title: 'Filters refused', body: 'Please correct the filters' },
  exportFailed: { title: 'Not exported', body: 'Something went wrong, please try again' },
} as const;

/** decided: how each action reads in a sentence ('updated', 'signed in'). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  moved: 'moved',
  activated: 'activated',
  deactivated: 'deactivated',
  password_changed: 'changed the password of',
  published: 'published',
  submitted: 'submitted',
  withdrawn: 'withdrew',
  approved: 'approved',
  rejected: 'rejected',
  reopened: 'reopened',
  signed_in: 'signed in',
  sign_in_refused: 'was refused sign-in',
  signed_out: 'signed out',
  session_revoked: 'revoked a session of',
  retention_changed: 'changed the retention of',
  pruned: 'pruned',
  issued: 'issued',
  voided: 'voided',
  paid: 'marked paid',
};

/**
 * decided: how a changed field is named in an event's table of changes: the label its form gives it
 * (the field rules'), else the words below; a field named nowhere shows its key.
 */
/**
 * The fields of events that hold rich text (a task's or draft's body: its rule asks for visible
 * content): shown as their text, the words changed marked, never as markup.
 */
export const AUDIT_RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(FIELD_RULES.task)
    .filter(
      ([, rule]) =>
        'checks' in rule && (rule.checks as readonly string[] | undefined)?.includes('visibleContent'),
    )
    .map(([field]) => field),
);

export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [FIELD_RULES.person, FIELD_RULES.task].flatMap((rules) =>
      Object.entries(rules).map(([field, rule]) => [field, rule.label]),
    ),
  ),
  role: 'Role',
  company: 'Company',
  department: 'Department',
  is_active: 'Active',
  name: 'Name',
  admin: 'Representative',
  time_zone: 'Time zone',
  status: 'State',
  week_start: 'Week of',
  effective_from: 'Effective from',
  days: 'Target minutes per day',
  day: 'Day',
  published: 'Published',
  task: 'Task',
  retention_days: 'Days kept',
  removed: 'Events removed',
  older_than: 'Older than',
};
