import { useRouteId, useSessionUser, RequireRole, Spinner, PAGE_ROLES } from '@app/shared';
import { BadLinkRedirect, PageUnavailable } from '@app/shared/query';
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router-dom';
import type { ReportScope } from './ReportsPage';

const ReportsPage = lazy(() => import(/* webpackChunkName: "reports" */ './ReportsPage'));
const CompanyPicker = lazy(() =>
  import(/* webpackChunkName: "reports" */ './ReportsPage').then((module) => ({
    default: module.CompanyPicker,
  })),
);

export type ReportsRouteScope = ReportScope['kind'];

const ROLES = {
  company: PAGE_ROLES.companyReports,
  department: PAGE_ROLES.departmentReports,
  consultant: PAGE_ROLES.consultantReports,
} as const;

/**
 * A reports page of a remote: `/admin/reports/{company}`, `/department/reports/{department}` or
 * `/employee/reports/{consultant}`. The id comes from the URL; the company is the signed-in user's
 * (any company for the platform admin's company reports). The server decides what may be read.
 */
export function ReportsRoute({ scope }: { scope: ReportsRouteScope }) {
  return (
    <RequireRole roles={ROLES[scope]}>
      <ScopedReports scope={scope} />
    </RequireRole>
  );
}

function ScopedReports({ scope }: { scope: ReportsRouteScope }) {
  const user = useSessionUser();
  const asked = useParams().id !== undefined;
  // '/admin/reports' without an id is the platform admin's company picker: there is no id to read
  if (!asked && scope === 'company' && user?.role === 'admin') {
    return (
      <Suspense fallback={<Spinner label="Loading the companies" />}>
        <CompanyPicker />
      </Suspense>
    );
  }
  return <ReportOfRouteId scope={scope} />;
}

/** The report of the URL's id; an id that is missing or cannot be read goes back with 'Invalid link'. */
function ReportOfRouteId({ scope }: { scope: ReportsRouteScope }) {
  const id = useRouteId();
  const user = useSessionUser();
  if (id === null) return <BadLinkRedirect />;
  const companyId = scope === 'company' ? id : user?.company;
  if (companyId == null || (user?.role !== 'admin' && companyId !== user?.company)) {
    return <PageUnavailable reason="not yours" />;
  }
  const reportScope: ReportScope =
    scope === 'company'
      ? { kind: 'company' }
      : scope === 'department'
        ? { kind: 'department', departmentId: id }
        : { kind: 'consultant', consultantId: id };
  return (
    <Suspense fallback={<Spinner label="Loading the report" />}>
      <ReportsPage companyId={companyId} scope={reportScope} />
    </Suspense>
  );
}
