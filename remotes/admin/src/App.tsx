import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter } from '@app/shared';
import { RELEASE } from './release';
import { CompaniesPage } from './pages/CompaniesPage';

/** The platform admin's area: /admin/companies. */
export default function AdminApp() {
  return (
    <>
      <Routes>
        <Route path="/admin/companies" element={<CompaniesPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AreaFooter module="admin" release={RELEASE} />
    </>
  );
}
