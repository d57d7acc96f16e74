import { useLayoutEffect } from 'react';

const SITE_NAME = 'Vitrine';

/**
 * Sets the tab title ("<page> · Vitrine") and the meta description for the current screen. In a
 * layout effect, so they change in the same commit as the screen: a passive effect runs after
 * the paint, and on a busy page a reader (a screen reader, a crawler, a test) could find the new
 * heading beside the old title.
 */
export function usePageMeta(title: string, description: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
