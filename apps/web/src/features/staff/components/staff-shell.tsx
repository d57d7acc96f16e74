import { Box, Burger, Drawer, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export type StaffShellLink = { label: string; path: string };

type StaffShellProps = {
  /** The pages this member of staff may open, in order. */
  links: readonly StaffShellLink[];
  /** The link whose page is open. */
  current?: StaffShellLink;
  /** Who is signed in, shown above the page ("Esha Employee · support, credits"). */
  who: string;
  children: ReactNode;
};

function StaffNavList({
  links,
  current,
  onNavigate,
}: Pick<StaffShellProps, 'links' | 'current'> & { onNavigate?: () => void }) {
  return (
    <Stack component="nav" aria-label="Staff console" gap={2}>
      {links.map((link) => {
        const active = link.path === current?.path;
        return (
          <NavLink
            key={link.path}
            component={Link}
            to={link.path}
            label={link.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="filled"
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

/**
 * The staff console around each of its pages: who is signed in, the navigation (a side column
 * on wide screens, a drawer behind a menu button on phones) and the page.
 */
export function StaffShell({ links, current, who, children }: StaffShellProps) {
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ minWidth: 0 }} truncate>
            Staff console · {who}
          </Text>
          <Burger
            hiddenFrom="sm"
            opened={drawerOpen}
            onClick={drawer.toggle}
            aria-label={drawerOpen ? 'Close the staff menu' : 'Open the staff menu'}
            aria-expanded={drawerOpen}
          />
        </Group>
      </Paper>
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Staff console" size="xs">
        <StaffNavList links={links} current={current} onNavigate={drawer.close} />
      </Drawer>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box w={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
          <StaffNavList links={links} current={current} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} key={pathname}>
          {children}
        </Box>
      </Group>
    </Stack>
  );
}
