import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummary } from '@vitrine/contracts/orders';
import type {
  AuditEntry,
  Employee,
  StaffUserBooking,
  StaffUserView,
} from '@vitrine/contracts/staff';
import type { AdminSupportRequestDetail, SupportRequest } from '@vitrine/contracts/support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { AuditLog } from './audit-log.tsx';
import { EmployeeDetail } from './employee-detail.tsx';
import { EmployeeList } from './employee-list.tsx';
import { StaffSupportDesk } from './staff-support-desk.tsx';
import { StaffSupportRequest } from './staff-support-request.tsx';
import { StaffUsers } from './staff-users.tsx';

const auth = {
  ...signedInCustomer,
  role: { customer: false, vendor: false, employee: false, admin: true },
};
const page = <T,>(items: T[], total = items.length) => json({ items, total, page: 1, limit: 20 });
const failure = () => json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });

const request = (
  id: string,
  subject: string,
  extra: Partial<SupportRequest> = {},
): SupportRequest => ({
  id,
  subject,
  category: 'payment',
  description: 'My credits did not come back.',
  status: 'open',
  subjectKind: null,
  subjectId: null,
  attachments: [],
  responseTarget: {
    hours: 12,
    dueAt: '2026-11-24T12:00:00.000Z',
    answeredAt: null,
    missed: true,
  },
  reopenUntil: null,
  resolvedAt: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('the support desk', () => {
  it('asks for the queue by response target, shows a missed target, and filters by state', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/supports': ({ url }) =>
        url.searchParams.get('status') === 'closed'
          ? page([])
          : page([request('11111111-1111-4111-8111-111111111111', 'Charged twice')]),
    });
    renderScreen(<StaffSupportDesk />, { path: '/staff/support', auth });
    expect(await screen.findByRole('link', { name: 'Charged twice' })).toHaveAttribute(
      'href',
      '/staff/support/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByText('Target missed')).toBeInTheDocument();
    expect(seen[0]!.url.searchParams.get('sort')).toBe('due');

    await userEvent.setup().selectOptions(screen.getByLabelText('State'), 'closed');
    expect(await screen.findByText('No support requests')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubFetch({ 'GET /api/v1/admin/supports': failure });
    renderScreen(<StaffSupportDesk />, { path: '/staff/support', auth });
    expect(await screen.findByText('We could not load the support queue')).toBeInTheDocument();
  });

  it('answers a request, and shows a refused change of state', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    const detail: AdminSupportRequestDetail = {
      ...request(id, 'Room was closed'),
      customerName: 'Kavya Iyer',
      customerId: 'user-9',
      about: null,
      messages: [],
      assignee: null,
    };
    const { seen } = stubFetch({
      [`GET /api/v1/admin/supports/${id}`]: () => json(detail),
      [`POST /api/v1/admin/supports/${id}/messages`]: () => json(detail),
      [`PATCH /api/v1/admin/supports/${id}`]: () =>
        json(
          { error: { code: 'CONFLICT', message: 'An open request cannot be reopened.' } },
          { status: 409 },
        ),
    });
    renderScreen(
      <StaffSupportRequest id={id} self={{ id: 'emp-1', isAdmin: false }} canOpenUsers />,
      {
        path: `/staff/support/${id}`,
        auth,
      },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your answer/), 'We are on it.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/the customer has been notified/)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ body: 'We are on it.' });

    await user.selectOptions(screen.getByLabelText('Change the state'), 'resolved');
    await user.click(screen.getByRole('button', { name: 'Change state' }));
    expect(await screen.findByText('The state did not change')).toBeInTheDocument();
  });
});

const customer: StaffUserView = {
  id: 'user-9',
  name: 'Kavya Iyer',
  email: 'kavya@example.com',
  roles: { customer: true, vendor: false, employee: false, admin: false },
  bookings: { total: 3, upcoming: 1 },
  orders: { total: 2, open: 0 },
  credits: { balance: 10, granted: 40, spent: 30, recent: [] },
};

describe('assigning a request', () => {
  it('assigns it to me, then shows me as the assignee', async () => {
    const id = '33333333-3333-4333-8333-333333333333';
    let assignee: { id: string; name: string } | null = null;
    const detail = () => ({
      ...request(id, 'Nobody looks after this'),
      customerName: 'Kavya Iyer',
      customerId: 'user-9',
      about: null,
      messages: [],
      assignee,
    });
    const { seen } = stubFetch({
      [`GET /api/v1/admin/supports/${id}`]: () => json(detail()),
      [`PUT /api/v1/admin/supports/${id}/assignee`]: () => {
        assignee = { id: 'emp-1', name: 'Esha Employee' };
        return json(detail());
      },
    });
    renderScreen(
      <StaffSupportRequest id={id} self={{ id: 'emp-1', isAdmin: false }} canOpenUsers />,
      {
        path: `/staff/support/${id}`,
        auth,
      },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Assignment' });
    expect(section).toHaveTextContent('Assigned to: nobody');
    await user.click(within(section).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(section).toHaveTextContent('Assigned to: you'));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ assigneeId: 'emp-1' });
  });
});

describe('changing the state of a request', () => {
  it('says the state changed and that the customer is told', async () => {
    const id = '66666666-6666-4666-8666-666666666666';
    let status: SupportRequest['status'] = 'open';
    const detail = (): AdminSupportRequestDetail => ({
      ...request(id, 'Room was closed', { status }),
      customerName: 'Kavya Iyer',
      customerId: 'user-9',
      about: null,
      messages: [],
      assignee: null,
    });
    stubFetch({
      [`GET /api/v1/admin/supports/${id}`]: () => json(detail()),
      [`PATCH /api/v1/admin/supports/${id}`]: () => {
        status = 'resolved';
        return json(detail());
      },
    });
    renderScreen(
      <StaffSupportRequest id={id} self={{ id: 'emp-1', isAdmin: false }} canOpenUsers />,
      { path: `/staff/support/${id}`, auth },
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Change the state'), 'resolved');
    await user.click(screen.getByRole('button', { name: 'Change state' }));
    expect(
      await screen.findByText('The request is now Resolved; Kavya Iyer is notified and mailed.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Change the state')).toHaveValue('');
  });
});

describe('what a request is about', () => {
  const id = '44444444-4444-4444-8444-444444444444';
  const orderId = '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
  const detail: AdminSupportRequestDetail = {
    ...request(id, 'Parcel late', {
      category: 'order',
      subjectKind: 'order',
      subjectId: orderId,
      attachments: [
        { id: '55555555-5555-4555-8555-555555555555', url: '/api/v1/media/assets/a/480.webp' },
      ],
    }),
    customerName: 'Kavya Iyer',
    customerId: 'user-9',
    about: {
      kind: 'order',
      id: orderId,
      title: 'Order VT-1042',
      at: '2026-11-20T10:00:00.000Z',
      path: `/user/orders/${orderId}`,
    },
    messages: [],
    assignee: null,
  };

  it("links the order to the customer's orders and shows the pictures", async () => {
    stubFetch({ [`GET /api/v1/admin/supports/${id}`]: () => json(detail) });
    renderScreen(
      <StaffSupportRequest id={id} self={{ id: 'emp-1', isAdmin: false }} canOpenUsers />,
      { path: `/staff/support/${id}`, auth },
    );
    const link = await screen.findByRole('link', { name: 'Order VT-1042' });
    expect(link).toHaveAttribute('href', '/staff/users?lookup=user-9&tab=orders');
    expect(screen.getByRole('img', { name: 'Picture 1 of Parcel late' })).toHaveAttribute(
      'src',
      '/api/v1/media/assets/a/480.webp',
    );
    expect(document.body).not.toHaveTextContent(orderId);
  });

  it('names it without a link for staff who cannot open the users area', async () => {
    stubFetch({ [`GET /api/v1/admin/supports/${id}`]: () => json(detail) });
    renderScreen(
      <StaffSupportRequest id={id} self={{ id: 'emp-1', isAdmin: false }} canOpenUsers={false} />,
      { path: `/staff/support/${id}`, auth },
    );
    expect(await screen.findByText('Order VT-1042')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order VT-1042' })).not.toBeInTheDocument();
  });
});

describe('a link to a user', () => {
  it('looks the user up and opens the tab it names', async () => {
    stubFetch({
      'GET /api/v1/admin/users': ({ url }) =>
        json({ items: url.searchParams.get('searchKey') === 'user-9' ? [customer] : [] }),
      'GET /api/v1/admin/users/user-9/orders': () => page([]),
    });
    renderScreen(<StaffUsers />, { path: '/staff/users?lookup=user-9&tab=orders', auth });
    const card = await screen.findByRole('article', { name: 'Kavya Iyer' });
    expect(within(card).getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Name, email or id')).toHaveValue('user-9');
  });
});

describe('users and credits', () => {
  it('prompts for a search, says when nobody matches, and shows what the server offers', async () => {
    stubFetch({
      'GET /api/v1/admin/users': ({ url }) =>
        json({ items: url.searchParams.get('searchKey') === 'kavya' ? [customer] : [] }),
    });
    renderScreen(<StaffUsers />, { path: '/staff/users', auth });
    const user = userEvent.setup();
    expect(screen.getByText('Look a customer up')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name, email or id'), 'zz');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Nobody found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name, email or id'));
    await user.type(screen.getByLabelText('Name, email or id'), 'kavya');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Credit balance: 10')).toBeInTheDocument();
    expect(screen.getByText('Bookings: 3 (1 upcoming)')).toBeInTheDocument();
  });

  it("takes credits with a reason, and shows the server's refusal below zero", async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/users': () => json({ items: [customer] }),
      'POST /api/v1/admin/users/user-9/credits': () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message:
                'amount: this would take 50 credits from a balance of 10; a balance cannot go below zero.',
              details: [{ field: 'amount', message: 'would take the balance below zero' }],
            },
          },
          { status: 409 },
        ),
    });
    renderScreen(<StaffUsers />, { path: '/staff/users', auth });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name, email or id'), 'kavya');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const card = await screen.findByRole('article', { name: 'Kavya Iyer' });
    await user.selectOptions(within(card).getByLabelText('Adjustment'), 'take');
    await user.type(within(card).getByRole('textbox', { name: /Credits/ }), '50');
    await user.type(within(card).getByLabelText(/Reason/), 'Refund reversed');
    await user.click(within(card).getByRole('button', { name: 'Take credits' }));
    expect(await within(card).findByText(/a balance cannot go below zero/)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      amount: -50,
      reason: 'Refund reversed',
    });
  });
});

describe("a customer's bookings and orders", () => {
  const shopId = '44444444-4444-4444-8444-444444444444';
  const lookUp = async () => {
    const user = userEvent.setup();
    renderScreen(<StaffUsers />, { path: '/staff/users', auth });
    await user.type(screen.getByLabelText('Name, email or id'), 'kavya');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    return { user, card: await screen.findByRole('article', { name: 'Kavya Iyer' }) };
  };

  it('opens the bookings and the orders in tabs, each asked for when opened, with its empty state', async () => {
    const booking: StaffUserBooking = {
      id: '55555555-5555-4555-8555-555555555555',
      status: 'cancelled_by_shop',
      shopId,
      shopName: 'Chanderi House',
      startsAt: '2026-11-20T10:00:00.000Z',
      endsAt: '2026-11-20T10:30:00.000Z',
      creditsUsed: 30,
      creditsRefunded: 30,
      createdAt: '2026-11-18T10:00:00.000Z',
    };
    const { seen } = stubFetch({
      'GET /api/v1/admin/users': () => json({ items: [customer] }),
      'GET /api/v1/admin/users/user-9/bookings': () => page([booking]),
      'GET /api/v1/admin/users/user-9/orders': () => page([]),
    });
    const { user, card } = await lookUp();
    expect(seen.some((r) => r.url.pathname.endsWith('/bookings'))).toBe(false);

    await user.click(within(card).getByRole('tab', { name: 'Bookings' }));
    const bookings = await within(card).findByRole('list', { name: 'Bookings of Kavya Iyer' });
    expect(within(bookings).getByRole('link', { name: 'Chanderi House' })).toHaveAttribute(
      'href',
      `/shop/${shopId}`,
    );
    expect(bookings).toHaveTextContent('Cancelled by the shop');
    expect(bookings).toHaveTextContent('30 credits (30 refunded)');
    expect(bookings).toHaveTextContent(formatDateTime(booking.startsAt));
    const asked = seen.find((r) => r.url.pathname.endsWith('/bookings'))!;
    expect(asked.url.searchParams.get('page')).toBe('1');
    expect(asked.url.searchParams.get('limit')).toBe('10');

    await user.click(within(card).getByRole('tab', { name: 'Orders' }));
    expect(await within(card).findByText('No orders')).toBeInTheDocument();
  });

  it('lists the orders with shop, status and amount; the bookings fail with a retry', async () => {
    const order: OrderSummary = {
      id: '66666666-6666-4666-8666-666666666666',
      number: 'VO-ABCD2345',
      shopId,
      shopName: 'Loom & Thread',
      status: 'shipped',
      currency: 'INR',
      total: 121_800,
      itemCount: 2,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    let fail = true;
    stubFetch({
      'GET /api/v1/admin/users': () => json({ items: [customer] }),
      'GET /api/v1/admin/users/user-9/orders': () => page([order]),
      'GET /api/v1/admin/users/user-9/bookings': () => (fail ? failure() : page([])),
    });
    const { user, card } = await lookUp();
    await user.click(within(card).getByRole('tab', { name: 'Orders' }));
    const list = await within(card).findByRole('list', { name: 'Orders of Kavya Iyer' });
    expect(list).toHaveTextContent('Order VO-ABCD2345');
    expect(list).toHaveTextContent('Shipped');
    expect(list).toHaveTextContent('₹1,218.00');
    expect(list).toHaveTextContent('2 items');
    expect(within(list).getByRole('link', { name: 'Loom & Thread' })).toHaveAttribute(
      'href',
      `/shop/${shopId}`,
    );

    await user.click(within(card).getByRole('tab', { name: 'Bookings' }));
    expect(await within(card).findByText('We could not load the bookings')).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('No bookings')).toBeInTheDocument();
  });
});

const employee: Employee = {
  id: 'emp-2',
  name: 'Esha Employee',
  email: 'esha@example.com',
  permissions: ['support'],
  invitedBy: 'admin-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  removedAt: null,
};

describe('employees', () => {
  it('invites an employee with areas, and lists them', async () => {
    let invited = false;
    const { seen } = stubFetch({
      'GET /api/v1/emp/getAllEmployees': () => page(invited ? [employee] : []),
      'POST /api/v1/emp/inviteEmployee': () => {
        invited = true;
        return json(employee, { status: 201 });
      },
    });
    renderScreen(<EmployeeList />, { path: '/staff/employees', auth });
    const user = userEvent.setup();
    expect(await screen.findByText('No employees')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Esha Employee');
    await user.type(screen.getByLabelText(/^Email/), 'esha@example.com');
    await user.click(screen.getByLabelText('Support'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('link', { name: 'Esha Employee' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Esha Employee',
      email: 'esha@example.com',
      permissions: ['support'],
    });
  });

  it("changes an employee's areas", async () => {
    const { seen } = stubFetch({
      'GET /api/v1/emp/getEmployeeById': () => json(employee),
      'PATCH /api/v1/emp/updateEmp': () =>
        json({ ...employee, permissions: ['support', 'credits'] }),
    });
    renderScreen(<EmployeeDetail id="emp-2" />, { path: '/staff/employees/emp-2', auth });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Credits'));
    await user.click(screen.getByRole('button', { name: 'Save areas' }));
    expect(await screen.findByText(/Areas saved/)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      id: 'emp-2',
      permissions: ['support', 'credits'],
    });
  });

  it('is an error with a retry when the employee cannot be loaded', async () => {
    stubFetch({ 'GET /api/v1/emp/getEmployeeById': failure });
    renderScreen(<EmployeeDetail id="emp-2" />, { path: '/staff/employees/emp-2', auth });
    expect(await screen.findByText('We could not load this employee')).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  const entry: AuditEntry = {
    id: 'a-1',
    actorId: 'emp-2',
    actorName: 'Esha Employee',
    actorEmail: 'esha@example.com',
    action: 'credits.adjust',
    subjectType: 'user',
    subjectId: 'user-9',
    before: { balance: 10 },
    after: { balance: 40 },
    reason: 'Goodwill',
    at: '2026-11-24T10:00:00.000Z',
  };

  it('lists entries and filters by actor and area', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/audit-log': ({ url }) =>
        url.searchParams.get('subjectType') === 'employee' ? page([]) : page([entry]),
      'GET /api/v1/emp/getAllEmployees': () => page([employee]),
    });
    renderScreen(<AuditLog selfId="admin-1" selfName="Asha Admin" />, {
      path: '/staff/audit-log',
      auth,
    });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /credits\.adjust/ });
    expect(row).toHaveTextContent('Goodwill');
    await user.selectOptions(await screen.findByLabelText('Who'), 'emp-2');
    await waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('actorId') === 'emp-2')).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Area'), 'employee');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubFetch({
      'GET /api/v1/admin/audit-log': failure,
      'GET /api/v1/emp/getAllEmployees': () => page([]),
    });
    renderScreen(<AuditLog selfId="admin-1" selfName="Asha Admin" />, {
      path: '/staff/audit-log',
      auth,
    });
    expect(await screen.findByText('We could not load the audit log')).toBeInTheDocument();
  });
});
