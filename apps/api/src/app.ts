import { API_MESSAGES } from '@agency/shared/api-messages';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorBody } from './lib/errors.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { automationRoutes } from './modules/automations/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { logRoutes } from './modules/logs/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { proposalRoutes } from './modules/proposals/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shellRoutes } from './modules/shell/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { timeRoutes } from './modules/time/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { liveAdmissionPlugin } from './realtime/admission.ts';
import { livePlugin } from './realtime/plugin.ts';
import './lib/caller.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestHygienePlugin } from './plugins/request-hygiene.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { loadWebBuild, type WebBuild, webAppPlugin } from './plugins/web-app.ts';
import type { ObjectStorage } from './storage/storage.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** When the process started; health reports uptime from it. */
  startedAt?: number;
  /** Object storage; the configured driver when omitted (tests pass their own). */
  storage?: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    startedAt: number;
  }
}

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  startedAt = Date.now(),
  storage,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // Off unless configured: otherwise any client's X-Forwarded-For would become its address in limits and audit.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Ids and tokens are far shorter; a longer path parameter is refused before routing (frameworkErrors).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('startedAt', startedAt);

  const web = config.webDist ? loadWebBuild(config.webDist) : undefined;
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: cspDirectives(config, web) },
    // Over plain http (demo, development) HSTS would pin a browser to https that nothing serves; in production
    // it goes only on answers to https requests (securityHeadersPlugin).
    strictTransportSecurity: config.isProduction,
  });
  await app.register(errorsPlugin);
  await app.register(requestHygienePlugin);
  await app.register(mailerPlugin);
  await app.register(jobsPlugin);
  await app.register(storagePlugin, { storage });
  // Before auth: an upgrade past the limit is refused without a session read.
  await app.register(liveAdmissionPlugin, { max: config.liveHandshakesMax });
  await app.register(authPlugin);
  // Realtime (issue #9): the WebSocket plugin must be registered before the routes it serves.
  await app.register(livePlugin);
  await app.register(metricsPlugin);
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(opsRoutes);
      await api.register(analyticsRoutes);
      await api.register(meRoutes);
      await api.register(invitationRoutes);
      await api.register(calendarRoutes);
      await api.register(userRoutes);
      await api.register(clientRoutes);
      await api.register(automationRoutes);
      await api.register(settingsRoutes);
      if (config.devPages) await api.register(devRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(leadRoutes);
      await api.register(outboxRoutes);
      await api.register(integrationRoutes);
      await api.register(logRoutes);
      await api.register(peopleRoutes);
      await api.register(teamRoutes);
      await api.register(projectRoutes);
      await api.register(timeRoutes);
      await api.register(notificationRoutes);
      await api.register(taskRoutes);
      await api.register(searchRoutes);
      await api.register(shellRoutes);
      await api.register(overviewRoutes);
      await api.register(messagingRoutes);
      await api.register(invoiceRoutes);
      await api.register(proposalRoutes);
      await api.register(fileRoutes);
      await api.register(paymentRoutes);
      await api.register(payrollRoutes);
      // Realtime and presence (issue #9)
      await api.register(presenceRoutes);
    },
    { prefix: '/api' },
  );

  if (web) await app.register(webAppPlugin, { build: web, devPages: config.devPages });
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('NOT_FOUND', API_MESSAGES.notFound)));

  return app;
}

/** Errors Fastify meets before routing: a malformed URL (%zz), a path parameter over maxParamLength. */
function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).header('cache-control', 'no-store').send(errorBody('BAD_REQUEST', API_MESSAGES.badAddress));
}

/** A hop count trusts that many proxies in front of us (Fastify's numeric form, written as its function). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function loggerOptions(config: Config) {
  if (config.env === 'test') return { level: 'silent' };
  // People read the log in a terminal; machines read JSON lines.
  if (config.env === 'development' || (config.env === 'demo' && process.stdout.isTTY)) {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  // Asynchronous: at info every request writes two lines, and a synchronous write (a syscall each, on the
  // request's path) cost about a third of a task list request's CPU. pino flushes what is pending on exit.
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    stream: pino.destination({ sync: false }),
  };
}

function cspDirectives(config: Config, web: WebBuild | undefined) {
  const scriptSrc = ["'self'", ...(web?.scriptHashes ?? [])];
  if (config.stripe) scriptSrc.push('https://js.stripe.com');
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    // Mantine writes CSS variables into style attributes and a <style> tag.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // The calendar's icon font (FullCalendar's close and arrow glyphs) is inlined in its stylesheet as a data: URL.
    fontSrc: ["'self'", 'data:'],
    // Stripe.js confirms card setups with Stripe's API from the browser, only where Stripe is configured (D26).
    connectSrc: config.stripe ? ["'self'", 'https://api.stripe.com'] : ["'self'"],
    frameSrc: config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}
