import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './navigation.ts';
import classes from './site-header.module.css';

type AccountMenuProps = {
  displayName: string;
  items: NavItem[];
  onSignOut: () => void;
};

const firstName = (displayName: string) => displayName.split(/\s+/)[0] || displayName;

/**
 * The signed-in person's menu: a menu button (WAI-ARIA APG pattern) with links to the account
 * pages and Sign out. Arrow keys, Home and End move between items, Escape closes and returns
 * focus to the button, Tab or a click outside closes. Hand-written so the first screen does
 * not carry a positioning library.
 */
export function AccountMenu({ displayName, items, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };
  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    all?.item(focusOnOpen.current === 'first' ? 0 : all.length - 1)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => closeMenu(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  };

  return (
    <div ref={anchorRef} className={classes.menuAnchor}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.menuButton}
        aria-label={`Account menu, ${displayName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {firstName(displayName)}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Your account"
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          <div className={classes.menuLabel} role="presentation">
            {displayName}
          </div>
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={classes.menuItem}
              onClick={() => closeMenu(false)}
            >
              {item.label}
            </Link>
          ))}
          <div className={classes.menuSeparator} role="separator" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${classes.menuItem} ${classes.menuItemDanger}`}
            onClick={() => {
              closeMenu(false);
              onSignOut();
            }}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
