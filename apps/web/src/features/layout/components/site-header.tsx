import { Box, Container, Group } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { userNavbarHeightMeasured } from '../state/ui-slice.ts';
import { AccountMenu } from './account-menu.tsx';
import { MobileNavigation } from './mobile-navigation.tsx';
import { isCurrent, mainNavigation, type NavItem } from './navigation.ts';
import classes from './site-header.module.css';

/** Who is signed in, as the header shows it; null when nobody is. */
export type HeaderAccount = { displayName: string; items: NavItem[] } | null;

type SiteHeaderProps = {
  account: HeaderAccount;
  onSignOut: () => void;
  /** Beside the account menu when signed in: the chat badge and the notification bell. */
  indicators?: ReactNode;
};

/**
 * Keeps uiRedux.userNavbarHeight equal to the header's height, for sticky parts below it. The
 * height comes from the observer, which reports it once laid out (and on every change): reading
 * it in the effect would force a layout of the whole page inside the first render's task (a
 * long task of 200–450 ms on a slowed phone CPU).
 */
function useMeasuredHeight() {
  const ref = useRef<HTMLElement>(null);
  const dispatch = useDispatch();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (entries: ResizeObserverEntry[]) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      dispatch(
        userNavbarHeightMeasured(box ? box.blockSize : element.getBoundingClientRect().height),
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [dispatch]);
  return ref;
}

export function SiteHeader({ account, onSignOut, indicators }: SiteHeaderProps) {
  const { pathname, search } = useLocation();
  const ref = useMeasuredHeight();
  const signInTo = pathname.startsWith('/auth')
    ? '/auth/login'
    : `/auth/login?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <Box component="header" className={classes.header} ref={ref}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <MobileNavigation
              displayName={account?.displayName ?? null}
              accountItems={account?.items ?? []}
              signInTo={signInTo}
              onSignOut={onSignOut}
            />
            <Link to="/" aria-label="Vitrine home" style={{ textDecoration: 'none' }}>
              <Logo />
            </Link>
          </Group>

          <Box component="nav" aria-label="Main" visibleFrom="sm">
            <Group gap={4}>
              {mainNavigation.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className={classes.navLink}
                  aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              ))}
            </Group>
          </Box>

          {account ? (
            <Group gap="xs" wrap="nowrap">
              {indicators}
              <AccountMenu
                displayName={account.displayName}
                items={account.items}
                onSignOut={onSignOut}
              />
            </Group>
          ) : (
            <LinkButton to={signInTo}>Sign in</LinkButton>
          )}
        </Group>
      </Container>
    </Box>
  );
}
