import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  adminDetailsSchema,
  employeeIdQuerySchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  inviteEmployeeSchema,
  updateEmployeeSchema,
} from '@vitrine/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportWindow, sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { EmployeesService } from './employees.service.ts';

const tags = ['staff'];
const admin = { 'x-roles': ['admin'] as const, tags };
// Staff may name any employee: ids are not owned by the admin asking.
const namesEmployee = { 'x-owned': { id: 'public' } };
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

const employeeColumns: ExportColumn<{
  name: string;
  email: string;
  permissions: string[];
  createdAt: string;
  removedAt: string | null;
}>[] = [
  { header: 'Name', value: (e) => e.name },
  { header: 'Email', value: (e) => e.email },
  { header: 'Areas', value: (e) => e.permissions.join(' ') },
  { header: 'Since', value: (e) => e.createdAt },
  { header: 'Removed', value: (e) => e.removedAt ?? '' },
];

/** The employee endpoints (/emp/…) and the admin's own details. Only admins manage employees. */
export const employeesRoutes: FastifyPluginAsyncZod<{ service: EmployeesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/emp/getEmployeeDetails',
    {
      schema: {
        'x-roles': ['employee'],
        tags,
        summary: "The signed-in employee's own record and staff areas",
        response: { 200: employeeSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.own(request.user.id),
  );

  app.get(
    '/emp/getAllEmployees',
    {
      schema: {
        ...admin,
        summary: 'Employees (searchKey on name or email, page); `download` for a file',
        querystring: employeeListQuerySchema,
        response: { 200: employeePageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, searchKey, includeRemoved, page, limit } = request.query;
      const filters = { searchKey, includeRemoved };
      if (!download) {
        const { items, total } = await service.list(filters, pageWindow({ page, limit }));
        return { items, total, page, limit };
      }
      const { maxRows } = app.config.downloads;
      const { items } = await service.list(filters, exportWindow(maxRows));
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'employees',
        columns: employeeColumns,
        items,
      });
    },
  );

  app.get(
    '/emp/getEmployeeById',
    {
      schema: {
        ...admin,
        ...namesEmployee,
        summary: 'One employee, current or removed',
        querystring: employeeIdQuerySchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => service.byId(request.query.id),
  );

  app.post(
    '/emp/inviteEmployee',
    {
      schema: {
        ...admin,
        summary:
          'Invites an employee with their areas: the account is made (or reused) and mailed a link to choose a password; 409 if already an employee',
        body: inviteEmployeeSchema,
        response: { 201: employeeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.invite(request.user, request.body);
    },
  );

  app.patch(
    '/emp/updateEmp',
    {
      schema: {
        ...admin,
        ...namesEmployee,
        summary: 'Renames an employee or sets their areas (nobody sets their own); audited',
        body: updateEmployeeSchema,
        response: { 200: employeeSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request) => service.update(request.user, request.body),
  );

  app.delete(
    '/emp/deleteEmployee',
    {
      schema: {
        ...admin,
        ...namesEmployee,
        summary:
          'Removes an employee: the role and areas go, the record and their audit entries stay',
        querystring: employeeIdQuerySchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => service.remove(request.user, request.query.id),
  );

  app.get(
    '/admin/getAdminDetails',
    {
      schema: {
        ...admin,
        summary: "The signed-in admin's own details (every staff area)",
        response: { 200: adminDetailsSchema },
      },
    },
    async (request) => service.adminDetails({ ...request.user, roles: request.roles }),
  );
};
