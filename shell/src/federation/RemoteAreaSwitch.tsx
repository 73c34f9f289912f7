import { Navigate, useLocation } from 'react-router-dom';
import { areaForPath } from '../routing/areas';
import { RemoteArea } from './RemoteArea';
import { tellWhenOutdated } from './outdatedNotice';

// the fetch-ahead travels in this chunk, which every signed-in page needs anyway (one copy of the
// remote registry): the login page and the frame import it from here
export { prefetchLanding, prefetchNextAreas, warmUp } from './prefetch';

// from the first signed-in page on, a page older than the server's contract says so (426)
tellWhenOutdated();

/** Hands the current path to the remote that owns it; paths nobody owns go back to '/'. */
export function RemoteAreaSwitch() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <Navigate to="/" replace />;
  return <RemoteArea key={area} name={area} />;
}
