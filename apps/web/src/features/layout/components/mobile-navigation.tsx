import { Burger, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import buttonClasses from '../../../components/link-button.module.css';
import { isCurrent, mainNavigation, type NavItem } from './navigation.ts';
import classes from './site-header.module.css';

type MobileNavigationProps = {
  /** The signed-in person's name, or null when signed out. */
  displayName: string | null;
  /** The signed-in person's menu (navigation.ts, `accountMenuItems`). */
  accountItems: NavItem[];
  signInTo: string;
  onSignOut: () => void;
};

/**
 * The small-screen navigation: a burger that opens a side panel with every link. The panel
 * is a native modal <dialog>, so focus stays inside it, Escape closes it and the page behind
 * is inert, with no extra JavaScript on the first screen.
 */
export function MobileNavigation({
  displayName,
  accountItems,
  signInTo,
  onSignOut,
}: MobileNavigationProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const dialogId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // The panel's content renders only while open; focus its close button once it is there.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    setOpen(true);
  };
  const hide = () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else dialog?.removeAttribute('open');
    setOpen(false);
  };

  const links = (items: NavItem[]) =>
    items.map((item) => (
      <Link
        key={item.to}
        to={item.to}
        className={classes.drawerLink}
        aria-current={isCurrent(item, pathname) ? 'page' : undefined}
        onClick={hide}
      >
        {item.label}
      </Link>
    ));

  return (
    <>
      <span className={classes.mobileOnly}>
        <Burger
          opened={open}
          onClick={open ? hide : show}
          size="sm"
          aria-label="Open navigation"
          aria-expanded={open}
          aria-controls={dialogId}
        />
      </span>
      {/* Outside the small-screen-only wrapper, so an open panel never becomes invisible. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label="Menu"
        className={classes.drawer}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) hide();
        }}
      >
        {open ? (
          <>
            <div className={classes.drawerHeader}>
              <Text fw={700}>Menu</Text>
              <button
                ref={closeRef}
                type="button"
                className={classes.iconButton}
                aria-label="Close navigation"
                onClick={hide}
              >
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                  <path
                    d="M4 4l10 10M14 4L4 14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <nav aria-label="Main" className={classes.drawerSection}>
              {links(mainNavigation)}
            </nav>
            <div className={classes.drawerDivider} />
            {displayName ? (
              <nav aria-label="Your account" className={classes.drawerSection}>
                <Text size="sm" fw={600} px={12} pb={4}>
                  {displayName}
                </Text>
                {links(accountItems)}
                <button
                  type="button"
                  className={`${buttonClasses.root} ${buttonClasses.default}`}
                  style={{ marginTop: 12 }}
                  onClick={() => {
                    hide();
                    onSignOut();
                  }}
                >
                  Sign out
                </button>
              </nav>
            ) : (
              <LinkButton to={signInTo} onClick={hide}>
                Sign in
              </LinkButton>
            )}
          </>
        ) : null}
      </dialog>
    </>
  );
}
