import { Navigate, useLocation } from 'react-router-dom';
import { areaForPath } from '../routing/areas';
import { RemoteArea } from './RemoteArea';

/** Hands the current path to the remote that owns it; paths nobody owns go back to '/'. */
export function RemoteAreaSwitch() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <Navigate to="/" replace />;
  return <RemoteArea key={area} name={area} />;
}
