import { useRef } from 'react';

/**
 * The heading above a paged list, and the move to another page: the page changes, the heading
 * scrolls into view and takes the focus, so keyboard and screen-reader users start the new page
 * at its top.
 */
export function useResultsHeading(setPage: (page: number) => void) {
  const ref = useRef<HTMLHeadingElement>(null);
  const goToPage = (page: number) => {
    setPage(page);
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  };
  return { ref, goToPage };
}
