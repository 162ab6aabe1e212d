import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { sessionCredential } from '../auth/session';
import {
  AccountBody,
  DeleteBody,
  DetailsBody,
  ErrorBody,
  ExportBody,
  FieldErrorBody,
  MessageBody,
  PasswordBody,
  ProfileBody,
} from '@psi/contract';
import { BearerAuth } from '../plugins/openapi';
import { ApiError, invalidFields } from '../http/api-error';
import type { AppContext } from '../app-context';
import { findAccount, setAccountDetails, setPasswordHash } from './account-store';
import { isUniqueViolation } from '../db/unique-violation';
import { closeAllSessions, playerCuid } from '../players/player-store';
import { exportAccount } from './export-data';
import { collect, emailError, emailKey, nameError, passwordError } from './field-rules';
import { currentAccount, requireAccount } from '../auth/account-guards';
import { hashPassword, verifyPassword } from './password';
import { accountProfile } from './profile';
import { hitAll } from './rate-limit';
import { throwIfLimited } from './limited';
import { clearSessionCookies } from '../auth/session-cookies';
import { deleteAccount } from './delete-account';

const DETAILS_RESPONSES = { 200: AccountBody, 400: FieldErrorBody, 409: FieldErrorBody };

const WRONG_PASSWORD = 'That is not your current password.';

/** What a logged-in player does with their own account: details, password, profile, export, delete. */
export function accountSelfRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', requireAccount(ctx));
    const common = { tags: ['accounts'], security: BearerAuth };
    const limits = ctx.config.authRateLimits;

    /** The account as the API shows it, with the name and e-mail it has now (just changed, or stored). */
    const accountBody = async (account: { id: string; role: 'player' | 'admin' }, name: string, email: string) => ({
      userid: account.id,
      cuid: await playerCuid(ctx.db, account.id),
      name,
      email,
      role: account.role,
    });

    app.get(
      '/api/account/me',
      {
        schema: { ...common, summary: 'The logged-in account', response: { 200: AccountBody, 401: ErrorBody } },
      },
      async (request) => {
        const account = currentAccount(request);
        return accountBody(account, account.name, account.email);
      },
    );

    app.post(
      '/api/account/details',
      {
        bodyLimit: 8192,
        schema: { ...common, summary: 'Change name and email', body: DetailsBody, response: DETAILS_RESPONSES },
      },
      async (request) => {
        const account = currentAccount(request);
        const { name, email } = request.body;
        const fields = collect({ name: nameError(name), email: emailError(email) });
        if (Object.keys(fields).length > 0) throw invalidFields(fields);
        try {
          await setAccountDetails(ctx.db, account.id, { name: name.trim(), email: email.trim() }, ctx.now());
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          throw new ApiError('conflict', {
            error: 'email_taken',
            message: 'Please correct the fields marked.',
            fields: { email: 'Another account already uses this e-mail address.' },
          });
        }
        return accountBody(account, name.trim(), email.trim());
      },
    );

    app.post(
      '/api/account/password',
      {
        bodyLimit: 8192,
        schema: {
          ...common,
          summary: 'Change the password (needs the current one); ends the other sessions',
          body: PasswordBody,
          response: { 200: MessageBody, 400: FieldErrorBody, 429: ErrorBody },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        const { currentPassword, newPassword } = request.body;
        const fields = collect({
          currentPassword: currentPassword ? undefined : 'Please enter your current password.',
          password: passwordError(newPassword),
        });
        if (Object.keys(fields).length > 0) throw invalidFields(fields);
        // Guessing the current password here counts against the same limit as logging in.
        throwIfLimited(
          await hitAll(ctx.db, [[`login:email:${emailKey(account.email)}`, limits.loginPerAccount]], ctx.now()),
        );
        const row = await findAccount(ctx.db, account.id);
        if (!row || !(await verifyPassword(currentPassword, row.password_hash)))
          throw invalidFields({ currentPassword: WRONG_PASSWORD });
        await setPasswordHash(ctx.db, account.id, await hashPassword(newPassword, ctx.scryptLog2N), ctx.now());
        await closeAllSessions(ctx, account.id, sessionCredential(request)?.token);
        return { message: 'Your password is changed. Your other devices are logged out.' };
      },
    );

    app.get(
      '/api/account/profile',
      {
        schema: {
          ...common,
          summary: 'Statistics against chance and every finished circuit',
          response: { 200: ProfileBody, 401: ErrorBody },
        },
      },
      async (request) => accountProfile(ctx.db, currentAccount(request).id),
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          ...common,
          summary: 'Everything stored about the account, as a JSON download',
          response: { 200: ExportBody, 401: ErrorBody },
        },
      },
      async (request, reply) => {
        const data = await exportAccount(ctx.db, currentAccount(request).id, ctx.now());
        return reply.header('content-disposition', 'attachment; filename="psi-circuit-my-data.json"').send(data);
      },
    );

    app.post(
      '/api/account/delete',
      {
        bodyLimit: 8192,
        schema: {
          ...common,
          summary: 'Delete the account and all its personal data (needs the password)',
          body: DeleteBody,
          response: { 200: MessageBody, 400: FieldErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const account = currentAccount(request);
        if (!request.body.password) throw invalidFields({ password: 'Please enter your password.' });
        throwIfLimited(
          await hitAll(ctx.db, [[`login:email:${emailKey(account.email)}`, limits.loginPerAccount]], ctx.now()),
        );
        const row = await findAccount(ctx.db, account.id);
        if (!row || !(await verifyPassword(request.body.password, row.password_hash)))
          throw invalidFields({ password: WRONG_PASSWORD });
        await closeAllSessions(ctx, account.id);
        const { deleted, closed } = await deleteAccount(ctx.db, account.id, ctx.now());
        for (const id of deleted) ctx.circuits.delete(id);
        if (closed > 0) ctx.worldStats.invalidate();
        clearSessionCookies(reply, ctx.secureCookies);
        return { message: 'Your account and its data are deleted.' };
      },
    );
  };
}
