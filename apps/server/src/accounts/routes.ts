import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RoutePlugin } from '../app-context';
import { ErrorBody, FieldErrorBody, LoginBody, MessageBody, RegisterBody, SignedInBody } from '@psi/contract';
import { BearerAuth } from '../plugins/openapi';
import { ApiError, invalidFields } from '../http/api-error';
import { createAccount, findAccountByEmail, isAccount, setPasswordHash } from './account-store';
import { isUniqueViolation } from '../db/unique-violation';
import { closeSession } from '../players/player-store';
import { countStartedCircuits } from '../circuits/repository';
import { collect, emailError, emailKey, nameError, passwordError } from './field-rules';
import { mergeAnonymousInto } from './merge-anonymous';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { hitAll } from './rate-limit';
import { throwIfLimited } from './limited';
import { withPasswordWork } from './password-queue';
import { createMailer } from './mailer';
import { passwordResetRoutes } from './reset-routes';
import { accountSelfRoutes } from './self-routes';
import { clearSessionCookies } from '../auth/session-cookies';
import { sentSession, signIn } from './sign-in';
import { CSRF_ERROR, csrfOk, sessionCredential } from '../auth/session';

export const LOGIN_FAILED = {
  error: 'login_failed',
  message: 'That e-mail address and password do not match an account.',
} as const;

const RateLimitedBody = ErrorBody;

/** Registration, login, logout and the account itself (docs/accounts.md). */
export const accountRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('account', null);
  app.decorateRequest('player', null);
  const limits = ctx.config.authRateLimits;
  const tags = ['accounts'];

  app.post(
    '/api/account/register',
    {
      bodyLimit: 8192,
      schema: {
        tags,
        summary: 'Register; an anonymous session sent along (bearer or cookie) becomes the account, with its circuits',
        body: RegisterBody,
        response: { 201: SignedInBody, 400: FieldErrorBody, 409: FieldErrorBody, 429: RateLimitedBody },
      },
    },
    async (request, reply) => {
      const { name, email, password, acceptTerms, client } = request.body;
      const fields = collect({
        name: nameError(name),
        email: emailError(email),
        password: passwordError(password),
        acceptTerms: acceptTerms ? undefined : 'Please accept the terms and conditions to register.',
      });
      if (Object.keys(fields).length > 0) throw invalidFields(fields);
      // As login: admitted by the password queue before any statement, the hash in the same slot.
      const passwordHash = await withPasswordWork(async () => {
        throwIfLimited(await hitAll(ctx.db, [[`register:ip:${request.ip}`, limits.registerPerAddress]], ctx.now()));
        return hashPassword(password, ctx.scryptLog2N);
      });

      const sent = await sentSession(ctx, request);
      // Only an anonymous player can become the account; a session of another account is just closed.
      const anonymous = sent !== null && !(await isAccount(ctx.db, sent.playerId));
      let playerId: string;
      try {
        playerId = await createAccount(
          ctx.db,
          anonymous ? sent.playerId : null,
          { email, name, passwordHash },
          ctx.now(),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError('conflict', {
          error: 'email_taken',
          message: 'Please correct the fields marked.',
          fields: { email: 'An account already uses this e-mail address. Log in, or reset your password.' },
        });
      }
      const carried = anonymous ? await countStartedCircuits(ctx.db, playerId) : 0;
      const body = await signIn(
        ctx,
        request,
        reply,
        { player_id: playerId, email: email.trim(), name: name.trim(), role: 'player' },
        client,
        carried,
        sent?.token ?? null,
      );
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/api/account/login',
    {
      bodyLimit: 8192,
      schema: {
        tags,
        summary: 'Log in; the circuits of an anonymous session sent along move into the account',
        body: LoginBody,
        response: { 200: SignedInBody, 400: FieldErrorBody, 401: ErrorBody, 429: RateLimitedBody },
      },
    },
    async (request, reply) => {
      const { email, password, client } = request.body;
      const fields = collect({
        email: emailError(email),
        password: password ? undefined : 'Please enter your password.',
      });
      if (Object.keys(fields).length > 0) throw invalidFields(fields);
      // Admitted by the password queue before any statement, or refused 503 at once (password-queue.ts).
      const { account, ok } = await withPasswordWork(async () => {
        throwIfLimited(
          await hitAll(
            ctx.db,
            [
              [`login:ip:${request.ip}`, limits.loginPerAddress],
              [`login:email:${emailKey(email)}`, limits.loginPerAccount],
            ],
            ctx.now(),
          ),
        );
        const found = await findAccountByEmail(ctx.db, email);
        // Unknown email: hash anyway, so the answer takes as long as a wrong password (no enumeration).
        return {
          account: found,
          ok: await verifyPassword(password, found?.password_hash ?? (await decoyHash(ctx.scryptLog2N))),
        };
      });
      if (!account || !ok) throw new ApiError('unauthorized', LOGIN_FAILED);
      if (needsRehash(account.password_hash, ctx.scryptLog2N)) {
        await setPasswordHash(ctx.db, account.player_id, await hashPassword(password, ctx.scryptLog2N));
      }
      const sent = await sentSession(ctx, request);
      let carried = 0;
      if (sent !== null && sent.playerId !== account.player_id) {
        const { moved, closed, sessions } = await mergeAnonymousInto(
          ctx.db,
          sent.playerId,
          account.player_id,
          ctx.now(),
        );
        for (const id of [...moved, ...closed]) ctx.circuits.delete(id);
        await ctx.sessions.forgetEverywhere(sessions);
        if (closed.length > 0) ctx.worldStats.invalidate();
        carried = moved.length;
      }
      return reply.code(200).send(await signIn(ctx, request, reply, account, client, carried, sent?.token ?? null));
    },
  );

  app.post(
    '/api/account/logout',
    {
      schema: {
        tags,
        security: BearerAuth,
        summary: 'End this session (and clear the web cookies); by cookie, needs X-CSRF-Token',
        response: { 200: MessageBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      // Like every cookie-authenticated write: another site must not be able to log the player out.
      const credential = sessionCredential(request);
      if (credential !== null && !csrfOk(request, credential)) throw new ApiError('forbidden', CSRF_ERROR);
      const sent = await sentSession(ctx, request);
      if (sent !== null) await closeSession(ctx, sent.token);
      clearSessionCookies(reply, ctx.secureCookies);
      return reply.code(200).send({ message: 'You are logged out.' });
    },
  );

  const config = ctx.config;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log: app.log,
  });
  await app.register(passwordResetRoutes(ctx, mailer));
  await app.register(accountSelfRoutes(ctx));
};
