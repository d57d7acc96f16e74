import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ConsoleLayout } from '../../../features/console/components/console-layout.tsx';
import { NotAShopOwner } from '../../../features/console/components/not-a-shop-owner.tsx';

/**
 * The shop console (/vendor/* for owners). The loader sends signed-out visitors to sign in; a
 * session that ends while a page is open re-runs it. Accounts without the vendor role are told
 * how to open a shop.
 */
export function ConsoleLayoutRoute() {
  const { status, role } = useAuth();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (status !== 'signedIn') void revalidator.revalidate();
  }, [status, revalidator]);

  if (status !== 'signedIn') return null;
  if (!role?.vendor) return <NotAShopOwner />;
  return <ConsoleLayout />;
}
