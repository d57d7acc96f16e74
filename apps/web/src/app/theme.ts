import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Indigo at shade 8 keeps white text on filled buttons and links on white above the WCAG AA
 * 4.5:1 contrast ratio (5.7:1); shade 6, Mantine's default, would not.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    // An active link's description is its light colour at 90 % opacity by default, 4.4:1 on
    // the light background (below AA); at full opacity it is indigo 9 on indigo light, 7:1.
    NavLink: { styles: { description: { opacity: 1 } } },
  },
});

/** Mantine's dimmed, error and light-variant text colours are below AA on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
  },
  dark: {},
});
