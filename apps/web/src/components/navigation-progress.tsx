import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen (or its data) loads after a click. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading the page" className="vitrine-navigation-progress" />
  );
}
