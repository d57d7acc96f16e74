import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu.tsx';
import { accountNavigation } from './navigation.ts';

const renderMenu = (onSignOut = vi.fn()) => {
  render(
    <MantineProvider>
      <MemoryRouter>
        <AccountMenu displayName="Kavya Iyer" items={accountNavigation} onSignOut={onSignOut} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onSignOut;
};

describe('AccountMenu', () => {
  it('is a labelled menu button listing every account page and Sign out', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu, Kavya Iyer' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([...accountNavigation.map((item) => item.label), 'Sign out']);
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, and closes on Escape back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: /Account menu/ });
    button.focus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Meetings' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Meetings' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('signs out from its last item', async () => {
    const onSignOut = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
