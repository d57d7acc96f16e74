/**
 * Scrolls `container` (and only it, not the page around it) so that `element` sits at its top,
 * `gap` pixels below the edge. Where `element.scrollIntoView` would also move the page and
 * take the page's heading out of sight.
 */
export function scrollWithin(container: HTMLElement, element: HTMLElement, gap = 8): void {
  const offset = element.getBoundingClientRect().top - container.getBoundingClientRect().top - gap;
  container.scrollTop = Math.max(0, container.scrollTop + offset);
}
