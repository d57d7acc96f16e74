/** A light badge's tint behind the page's own text colour: readable (WCAG AA) whatever the tint. */
export const READABLE_LABEL = { label: { color: 'var(--mantine-color-text)' } };
