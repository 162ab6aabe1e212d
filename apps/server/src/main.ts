import { buildApp } from './app';
import { ConfigError, loadConfig, localOrigin, type Config } from './config';
import { coalescedStdout } from './plugins/log-stream';
import { prepareChanceTables } from './stats/read-stats';

// `npm start` / `node --import tsx src/main.ts`: configuration from the environment (docs/server.md).
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`${error.message}\nSee docs/server.md for every variable and its default.`);
  process.exit(1);
}

const app = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    // Session tokens travel in this header.
    redact: ['req.headers.authorization'],
    // One write per event-loop turn instead of one per line (plugins/log-stream.ts).
    stream: coalescedStdout(),
  },
}).catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    app.log.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
  // A request that never ends must not keep the process alive for ever.
  setTimeout(() => {
    app.log.error('shutdown took over 10 s: exiting anyway');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The exact chance tables take about 0.7 s of CPU: pay it here, before the port opens, not on requests.
const chanceMs = prepareChanceTables();
app.log.debug(`chance tables ready in ${chanceMs.toFixed(0)} ms`);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await app.close().catch(() => undefined);
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`Psi Circuit is running at ${localOrigin(config.host, port)} (database: ${app.ctx.databaseKind})`);
// Accounts (docs/accounts.md): say where password-reset mail goes, so an operator without SMTP can find it.
app.log.info(
  config.smtpUrl
    ? `Mail (password reset links) is sent through ${new URL(config.smtpUrl).host}`
    : `Mail (password reset links) is written to ${config.outboxDir} (set SMTP_URL to send it)`,
);
// Purchases (docs/purchases.md): a pass gate whose checkout is the sandbox gives play away; say so at start.
if (config.freeCircuits !== null && config.payments === 'sandbox')
  app.log.warn(
    `FREE_CIRCUITS=${config.freeCircuits} with PAYMENTS=sandbox: the test checkout hands out passes for nothing (a demo, not a shop)`,
  );
