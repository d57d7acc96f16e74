import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-button.module.css';

type LinkButtonProps = {
  to: string;
  children: ReactNode;
  variant?: 'filled' | 'default';
  size?: 'sm' | 'md';
  onClick?: () => void;
};

/**
 * A link that looks like a button, for calls to action on the first screen (header, home):
 * the same look as Mantine's Button without loading its JavaScript there.
 */
export function LinkButton({
  to,
  children,
  variant = 'filled',
  size = 'sm',
  onClick,
}: LinkButtonProps) {
  const className = [classes.root, classes[variant], size === 'md' ? classes.md : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
