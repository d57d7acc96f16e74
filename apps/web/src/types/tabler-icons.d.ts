/**
 * One icon per import (`@tabler/icons-react/dist/esm/icons/IconX.mjs`): the package's index
 * pulls in all ~6,000 icons, which the tests would load and transform on every run. The files
 * ship without their own declarations; each is the same component type as in the index.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';
  const icon: Icon;
  export default icon;
}
