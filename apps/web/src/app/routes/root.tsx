import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';

/** The root route: the loading bar for navigations, the page, and scroll restoration. */
export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
