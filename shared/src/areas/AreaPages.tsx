import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole, type Role } from '@app/shared';
import { AreaFooter } from './AreaFooter';
import { afterReading } from './afterReading';

/** One page of a remote area: its route and, where the route itself checks, the roles that may open it. */
export interface AreaPage {
  path: string;
  page: ReactNode;
  /** Everyone else goes to '/'; left out where the page checks for itself. */
  roles?: readonly Role[];
  /** Fetches the page's code ahead (pages loaded on demand, see pageOnDemand). */
  preload?: () => Promise<void>;
}

/** Fetches the code of every page of an area that loads on demand (the shell calls it through the area's root). */
export function preloadAreaPages(pages: readonly AreaPage[]): Promise<void> {
  return Promise.all(pages.map((page) => page.preload?.())).then(() => undefined);
}

interface AreaPagesProps {
  /** The module's name in the footer line. */
  module: string;
  release: string;
  pages: readonly AreaPage[];
  /** The area's own styles, rendered before its pages. */
  styles?: ReactNode;
}

/**
 * A remote's whole area as the shell mounts it: its pages, every other path to '/', and the footer
 * line naming the module and its release.
 */
export function AreaPages({ module, release, pages, styles }: AreaPagesProps) {
  // while the user reads the first page, the area's other pages are fetched
  useEffect(() => afterReading(() => void preloadAreaPages(pages)), [pages]);
  return (
    <>
      {styles}
      <Routes>
        {pages.map(({ path, page, roles }) => (
          <Route
            key={path}
            path={path}
            element={roles ? <RequireRole roles={roles}>{page}</RequireRole> : page}
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AreaFooter module={module} release={release} />
    </>
  );
}
