import { CUSTOMER_SERVICE_URL_TYPE } from '@adc/contract';
import { DEFAULT_POOL_SIZE, defaultDatabaseUrl } from '@adc/db';
import { COMPLETED_DISPLAY_MS, MATCHING_DELAY_MS, SETTLEMENT_DELAY_MS } from '@adc/domain';
import type { LoginLimits } from './modules/auth/login-limiter';
import type { VisitorMessageLimits } from './modules/support/visitor-message-limiter';
import type { CorsPolicy } from './plugins/cors-policy';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL: connections this process keeps open at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** QA surface on unless NODE_ENV=production. */
  qaEnabled: boolean;
  qaKey: string;
  uploadDir: string;
  /** The built web client, served at / when the folder exists. */
  webDist: string;
  /** CORS_ORIGIN / QA_CORS_ORIGIN (comma-separated; `*` any): see plugins/cors-policy.ts. */
  cors: CorsPolicy;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP of the login rate limit). */
  trustProxy: boolean;
  /** The customer-service link of /api/basic_config. */
  customerService: CustomerService;
  /** Slow clients: the whole request (headers and body) must arrive within `requestMs`. */
  timeouts: { requestMs: number; headersMs: number; checkEveryMs: number };
  /** Open connections allowed per client address (0: no limit; behind a proxy every client is the proxy). */
  maxConnectionsPerClient: number;
  /** Uploads one user may make per minute, and the bytes of images one user may keep. */
  uploads: { perMinute: number; quotaBytes: number };
  /** Login attempts allowed per window, per IP and per username. */
  loginRateLimit: LoginLimits;
  /** Visitor messages to customer service allowed per client address and window (0: no limit). */
  visitorMessageRateLimit: VisitorMessageLimits;
  /** Timings of the reference simulation, in milliseconds of simulation time. */
  simulation: { matchingMs: number; settlementMs: number; completedDisplayMs: number };
}

export interface CustomerService {
  url: string;
  /** 1 internal page of the client, 2 external URL. */
  type: 1 | 2;
}

/**
 * CUSTOMER_SERVICE_URL / CUSTOMER_SERVICE_URL_TYPE; default the client's internal /customer page.
 * Without a type, an http(s) URL is external and anything else an internal page.
 */
export function customerServiceFromEnv(env: NodeJS.ProcessEnv): CustomerService {
  const url = env.CUSTOMER_SERVICE_URL?.trim();
  if (!url) return { url: '/customer', type: CUSTOMER_SERVICE_URL_TYPE.internal };
  const given = Number(env.CUSTOMER_SERVICE_URL_TYPE);
  if (
    given === CUSTOMER_SERVICE_URL_TYPE.internal ||
    given === CUSTOMER_SERVICE_URL_TYPE.external
  ) {
    return { url, type: given };
  }
  const external = /^https?:\/\//i.test(url);
  return {
    url,
    type: external ? CUSTOMER_SERVICE_URL_TYPE.external : CUSTOMER_SERVICE_URL_TYPE.internal,
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number, min = 0): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || defaultDatabaseUrl(),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 1),
    qaEnabled: env.NODE_ENV !== 'production',
    qaKey: env.QA_KEY ?? 'qa-local',
    uploadDir: env.UPLOAD_DIR || path.join(repoRoot, 'data', 'uploads'),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    cors: { origins: list(env.CORS_ORIGIN), qaOrigins: list(env.QA_CORS_ORIGIN) },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustsProxy(env),
    customerService: customerServiceFromEnv(env),
    timeouts: {
      requestMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
      headersMs: Math.min(int(env.REQUEST_TIMEOUT_MS, 30_000), 10_000),
      checkEveryMs: 1_000,
    },
    // Behind a proxy every connection comes from the proxy, which limits its own clients.
    maxConnectionsPerClient: int(env.MAX_CONNECTIONS_PER_CLIENT, trustsProxy(env) ? 0 : 256),
    uploads: {
      perMinute: int(env.UPLOADS_PER_MINUTE, 10),
      quotaBytes: int(env.UPLOAD_QUOTA_MB, 25) * 1024 * 1024,
    },
    loginRateLimit: {
      perIp: int(env.LOGIN_RATE_LIMIT_PER_IP, 60),
      perUsername: int(env.LOGIN_RATE_LIMIT_PER_USERNAME, 10),
      perUsernameGlobal: int(env.LOGIN_RATE_LIMIT_PER_USERNAME_GLOBAL, 100),
      windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 60_000),
      globalWindowMs: int(env.LOGIN_RATE_LIMIT_GLOBAL_WINDOW_MS, 15 * 60_000),
    },
    visitorMessageRateLimit: {
      perClient: int(env.VISITOR_MESSAGE_RATE_LIMIT_PER_IP, 5),
      windowMs: int(env.VISITOR_MESSAGE_RATE_LIMIT_WINDOW_MS, 10 * 60_000, 1),
    },
    simulation: {
      matchingMs: MATCHING_DELAY_MS,
      settlementMs: SETTLEMENT_DELAY_MS,
      completedDisplayMs: COMPLETED_DISPLAY_MS,
    },
  };
}

function trustsProxy(env: NodeJS.ProcessEnv): boolean {
  return env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1';
}
