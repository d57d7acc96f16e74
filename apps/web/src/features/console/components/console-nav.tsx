import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { consoleNavigation, isCurrentConsolePage } from '../console-navigation.ts';

/** The console's page links; the side column on wide screens, the drawer's content on phones. */
export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Shop console" gap={2}>
      {consoleNavigation.map((item) => {
        const current = isCurrentConsolePage(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden="true" />}
            active={current}
            aria-current={current ? 'page' : undefined}
            variant="filled"
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
