import { NavLink, Stack } from '@mantine/core';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectUserNavbarHeight } from '../state/ui-slice.ts';
import { accountNavigation, isCurrent } from './navigation.ts';

/** Side navigation of the customer area (/user pages); on small screens the header menu has the same links. */
export function AccountSideNav() {
  const { pathname } = useLocation();
  const headerHeight = useSelector(selectUserNavbarHeight);
  return (
    <Stack
      component="nav"
      aria-label="Your account"
      gap={2}
      style={{ position: 'sticky', top: headerHeight + 16 }}
    >
      {accountNavigation.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={current}
            aria-current={current ? 'page' : undefined}
            variant="filled"
          />
        );
      })}
    </Stack>
  );
}
