import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorBody,
  FieldErrorBody,
  MessageBody,
  ResetCheckAnswer,
  ResetCheckBody,
  ResetConfirmBody,
  ResetRequestBody,
} from '@psi/contract';
import type { AppContext } from '../app-context';
import { ApiError, invalidFields } from '../http/api-error';
import { collect, emailError, emailKey, passwordError } from './field-rules';
import { throwIfLimited } from './limited';
import type { Mailer } from './mailer';
import { confirmReset, requestReset, RESET_LINK_INVALID, resetLinkWorks } from './password-reset';
import { hitAll } from './rate-limit';

export const RESET_SENT =
  'If an account uses this e-mail address, a link to choose a new password is on its way. It works once, for one hour.';

/** Forgot-password: ask for a link by email, then use it (docs/accounts.md). */
export function passwordResetRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const limits = ctx.config.authRateLimits;
    const tags = ['accounts'];
    // Reset mail is sent after the answer, so a known address does not answer slower than an
    // unknown one (no enumeration by timing); closing the app waits for mail still on its way.
    const sending = new Set<Promise<void>>();
    plain.addHook('onClose', async () => {
      await Promise.allSettled([...sending]);
    });

    app.post(
      '/api/account/password-reset',
      {
        bodyLimit: 4096,
        schema: {
          tags,
          summary: 'Email a one-hour, single-use reset link (same answer whether or not the account exists)',
          body: ResetRequestBody,
          response: { 202: MessageBody, 400: FieldErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        const bad = emailError(email);
        if (bad) throw invalidFields({ email: bad });
        const verdict = await hitAll(
          ctx.db,
          [
            [`reset:ip:${request.ip}`, limits.resetPerAddress],
            [`reset:email:${emailKey(email)}`, limits.resetPerAccount],
          ],
          ctx.now(),
        );
        throwIfLimited(verdict);
        const job = requestReset(ctx, mailer, ctx.config.publicUrl, email)
          // A mail failure is the operator's to fix; the answer stays the same (no enumeration).
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
          .finally(() => sending.delete(job));
        sending.add(job);
        return reply.code(202).send({ message: RESET_SENT });
      },
    );

    // POST, not GET: the token stays out of the address, proxies' logs and history (issue 33).
    app.post(
      '/api/account/password-reset/check',
      {
        bodyLimit: 4096,
        schema: {
          tags,
          summary: 'Whether a reset link still works (unused, within its hour), without using it',
          body: ResetCheckBody,
          response: { 200: ResetCheckAnswer },
        },
      },
      async (request) =>
        (await resetLinkWorks(ctx, request.body.token))
          ? { valid: true }
          : { valid: false, message: RESET_LINK_INVALID },
    );

    app.post(
      '/api/account/password-reset/confirm',
      {
        bodyLimit: 4096,
        schema: {
          tags,
          summary: 'Choose a new password with a reset link; logs out every session',
          body: ResetConfirmBody,
          response: { 200: MessageBody, 400: FieldErrorBody },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        const fields = collect({ password: passwordError(password) });
        if (Object.keys(fields).length > 0) throw invalidFields(fields);
        const answer = await confirmReset(ctx, token, password);
        if (!answer.ok)
          throw new ApiError('bad_request', {
            error: 'reset_link_invalid',
            message: answer.message,
            fields: { token: answer.message },
          });
        return { message: 'Your new password is set. Log in with it.' };
      },
    );
  };
}
