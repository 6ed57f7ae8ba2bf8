/**
 * Builds the Fastify app. Tests and main.ts both call buildApp; main.ts also listens and handles signals.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installZodMessages } from '../core/contracts/zod-messages.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { cacheProfiles, forgetProfile } from './modules/profile/repository.ts';
import { requestForLog } from './log-safety.ts';
import authRoutes from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import calendarRoutes from './modules/calendar/routes.ts';
import { resyncSuggestions } from './modules/calendar/resync.ts';
import consentRoutes from './modules/consent/routes.ts';
import docsRoutes from './modules/docs/routes.ts';
import exerciseRoutes from './modules/exercise/routes.ts';
import type { ContentLibrary } from './modules/content/library.ts';
import contentRoutes from './modules/content/routes.ts';
import flagRoutes from './modules/flags/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import journalRoutes from './modules/journal/routes.ts';
import legalRoutes from './modules/legal/routes.ts';
import symptomRoutes from './modules/symptoms/routes.ts';
import wellnessRoutes from './modules/wellness/routes.ts';
import checkinRoutes from './modules/checkins/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import reviewRoutes from './modules/review/routes.ts';
import zaraRoutes from './modules/zara/routes.ts';
import copilotRoutes from './modules/copilot/routes.ts';
import birthPrepRoutes from './modules/birth-prep/routes.ts';
import visitToolkitRoutes from './modules/visit-toolkit/routes.ts';
import babyTrackingRoutes from './modules/baby-tracking/routes.ts';
import { cacheBabies, forgetBabies, syncFirstBaby } from './modules/baby-tracking/babies.ts';
import recoveryRoutes from './modules/recovery/routes.ts';
import milestoneRoutes from './modules/milestones/routes.ts';
import postpartumReportRoutes from './modules/postpartum-reports/routes.ts';
import accessPlugin from './plugins/access.ts';
import contractPlugin from './plugins/contract.ts';
import csrfPlugin from './plugins/csrf.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin, { sendError } from './plugins/errors.ts';
import gracefulClose from './plugins/graceful-close.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import sessionPlugin from './modules/auth/session.ts';
import webPlugin from './plugins/web.ts';

installZodMessages();

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** The loaded content library (loadContent(); loaded once by main and by the test harness). */
  content: ContentLibrary;
  /** Close the database when the app closes (main: yes; tests sharing one database: no). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (an address with broken percent-encoding) get the API's error shape too.
    frameworkErrors: (error, _req, reply) => {
      void sendError(
        reply,
        400,
        error.code === 'FST_ERR_BAD_URL'
          ? {
              message: 'This address has a broken character in it. Check the link and try again.',
              code: 'bad_url',
            }
          : { message: 'The request could not be read.', code: 'bad_request' },
      );
    },
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(gracefulClose);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline styles; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  // Answers over 1 KB (a search, a list) go out as brotli or gzip to a browser that accepts them, at brotli
  // quality 4 (quick enough per request); the built files are compressed once at build time and content answers
  // once when first asked (plugins/web.ts, content/static-responses.ts). Answers up to 64 KB are compressed in one
  // call: on two cores the plugin's default streams anything over 8 KB through zlib streams, whose setup cost a
  // search (17 KB) more than the compression itself (a CPU profile under npm run bench). Request bodies are never
  // decompressed: the CSRF plugin takes plain JSON only.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(databasePlugin, { database: opts.database, closeOnExit: opts.closeDatabase ?? true });
  await app.register(csrfPlugin);
  await app.register(sessionPlugin, { secret: config.sessionSecret });
  await app.register(accessPlugin);
  await app.register(contractPlugin);
  // Writes declared idempotent run once per Idempotency-Key; what her cached rows read meanwhile is forgotten.
  await app.register(idempotencyPlugin, {
    afterCommit: (userId) => {
      forgetProfile(userId);
      forgetBabies(userId);
    },
  });

  // Her profile (stage, week, time zone) is read on nearly every request: kept in memory (profile/repository.ts).
  cacheProfiles(app.db);
  // Her babies too: every baby log and day reads them (baby-tracking/babies-repository.ts).
  cacheBabies(app.db);
  // First, so the OpenAPI document sees every route registered after it.
  await app.register(docsRoutes);
  await app.register(healthRoutes);
  await app.register(legalRoutes, { config });
  // One account service (and so one sign-in attempt limiter) shared by every module that checks a password.
  const auth = new AuthService(app.db, config.authRateLimit);
  await app.register(authRoutes, { config, auth });
  await app.register(consentRoutes, { config });
  // Her calendar's suggested schedule follows her dates, and her first baby her birth record: the profile module is
  // told, not importing the calendar or the baby tracker.
  const profileHooks = { onDatesChanged: resyncSuggestions, onBirthRecord: syncFirstBaby };
  await app.register(profileRoutes, { auth, hooks: profileHooks });
  await app.register(checkinRoutes);
  await app.register(contentRoutes, { library: opts.content });
  await app.register(symptomRoutes);
  await app.register(flagRoutes);
  await app.register(reviewRoutes);
  await app.register(journalRoutes);
  await app.register(wellnessRoutes);
  await app.register(calendarRoutes);
  await app.register(exerciseRoutes, { library: opts.content });
  await app.register(zaraRoutes, { config, library: opts.content });
  await app.register(copilotRoutes, { config });
  await app.register(birthPrepRoutes, { checklists: opts.content.checklists });
  await app.register(visitToolkitRoutes, { checklists: opts.content.checklists });
  await app.register(babyTrackingRoutes, { profileHooks });
  await app.register(recoveryRoutes);
  await app.register(milestoneRoutes, { library: opts.content });
  await app.register(postpartumReportRoutes, { library: opts.content });

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
