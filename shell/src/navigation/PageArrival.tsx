import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { focusPageHeading } from './focus-page-heading.ts';

/**
 * After a page change inside the app, focus goes to the new page's heading, so that it is read
 * out as a page load is. The first page of a visit keeps the browser's own start (no focus move).
 * (Each page's title is kept by keepDocumentTitle, page-title.ts.)
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading();
  }, [pathname]);

  return <Outlet />;
}
