import { NotFoundView } from '../../../components/not-found-view.tsx';

export function NotFoundRoute() {
  return <NotFoundView />;
}
