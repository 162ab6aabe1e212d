import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { validatorCompiler } from './plugins/validator-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppContext, type RoutePlugin } from './app-context';
import type { Config } from './config';
import { openDatabase, type DatabaseOptions } from './db/database';
import { migrate } from './db/migrate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerHardening } from './hardening/register';
import { registerOpenApi } from './plugins/openapi';
import { OneLineRequestLog } from './plugins/request-log';
import { configurePasswordQueue } from './accounts/password-queue';
import { listenForRevocations } from './players/revocation-listener';
import { registerWebApp } from './plugins/web-app';
import { routePlugins } from './routes';

export interface BuildAppOptions {
  config: Config;
  /** Fastify's logger option: false (the default, for tests) or pino options. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Where verified circuits' seeds come from (AppContext.circuitSeed); the CSPRNG unless a test says. */
  circuitSeed?: () => Uint8Array;
  /** Test hooks: a PostgreSQL schema per test file, a PGlite template dump. */
  database?: Pick<DatabaseOptions, 'schema' | 'pgliteTemplate'>;
  /** Defaults to the list in routes.ts. */
  routes?: RoutePlugin[];
}

/**
 * The whole server, not yet listening: opens the database and applies the pending migrations,
 * then registers OpenAPI, the route plugins and the web app. `app.close()` closes the database.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  configurePasswordQueue(config.passwordHashConcurrency);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    // No route takes more; a route that needs more says so with its own bodyLimit (docs/security.md).
    bodyLimit: 16_384,
    // A client gets 30 s to send a whole request and a socket 60 s of silence (slow-body sockets
    // were held open for ever). Node's headersTimeout must not exceed requestTimeout.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    http: { headersTimeout: 20_000 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox checks the body as sent (no type coercion: {"n":"1"} is not a number) and converts
  // querystring, params and headers, which are always strings on the wire (validator-compiler.ts).
  app.setValidatorCompiler(validatorCompiler);

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...options.database,
    onPoolError: (error) => app.log.error({ err: error }, 'a PostgreSQL connection failed'),
  });
  app.addHook('onClose', () => handle.close());

  try {
    const report = await migrate(handle);
    if (report.applied.length > 0) app.log.info({ migrations: report.applied }, 'migrations applied');
    for (const file of report.changed) {
      app.log.warn({ file }, 'an applied migration was edited since; it is not re-run: add a new migration instead');
    }

    const ctx = createAppContext(
      config,
      handle.db,
      handle.kind,
      options.now ?? (() => new Date()),
      options.circuitSeed,
    );
    app.decorate('ctx', ctx);
    // Several processes may share PostgreSQL: each hears the others' logouts (docs/scaling.md). PGlite
    // is one process, whose own evictions are all there is.
    const listenUrl = config.databaseListenUrl ?? config.databaseUrl;
    if (handle.kind === 'postgres' && listenUrl !== undefined) {
      const revocations = await listenForRevocations(listenUrl, ctx.sessions, app.log);
      app.addHook('onClose', () => revocations.close());
    }

    // Fastify's built-in text/plain parser already hands the body over as the raw string, which
    // the legacy calls parse as JSON themselves (specification §7).
    registerErrorHandler(app);
    registerGracefulClose(app);
    // Parses the Cookie header into request.cookies and adds reply.setCookie (auth/session-cookies.ts).
    await app.register(fastifyCookie);
    await registerHardening(app, ctx);
    await registerOpenApi(app);
    for (const plugin of options.routes ?? routePlugins) await app.register(plugin);
    await registerWebApp(app, config.webDist);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
