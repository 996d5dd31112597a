// Server configuration, read from the environment only. Every value has a default that runs
// the whole product on one machine with seeded demo data.
import path from 'node:path';

export type ServerMode = 'development' | 'test' | 'production';

export interface ServerConfig {
  /** Runtime mode; `test` enables fault injection and delay controls. Default `development`. */
  mode: ServerMode;
  /** Port to listen on; 0 picks a free one. Default 4000. */
  port: number;
  /** Host interface to bind. Default 127.0.0.1. */
  host: string;
  /** Public base URL used in links, issuer and redirects. Default http://localhost:{port}. */
  publicUrl: string;
  /** PostgreSQL connection string; when unset an embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database and other local state. Default `.data`. */
  dataDir: string;
  /** OAuth client id of the dashboard. Default `client_loyalty_dashboard`. */
  clientId: string;
  /** Redirect URIs registered for the client (comma-separated). Default `{publicUrl}/`, `{publicUrl}/callback`. */
  redirectUris: string[];
  /** Origins allowed for CORS, authenticate and logout return targets. Default `{publicUrl}`. */
  allowedOrigins: string[];
  /** Access-token lifetime in seconds. Default 300. */
  accessTokenTtlSeconds: number;
  /** Refresh-token lifetime in seconds. Default 30 days. */
  refreshTokenTtlSeconds: number;
  /** Delay before a new user receives an external id, in ms. Default 3000. */
  userProvisioningDelayMs: number;
  /** Delay before a created organization gets its identity organization, in ms. Default 4000. */
  organizationProvisioningDelayMs: number;
  /** Invitation lifetime in seconds. Default 7 days. */
  inviteTtlSeconds: number;
  /** Demo mode seeds demo data and shows demo sign-ins on the sign-in page. Default on outside production. */
  demoMode: boolean;
  /** Secure cookies (HTTPS only). Default on when publicUrl is https. */
  secureCookies: boolean;
  /** SMTP URL for outgoing mail; unset keeps mail in the database outbox. */
  smtpUrl: string | undefined;
  /** Sender address for outgoing mail. Default `no-reply@loyalty.local`. */
  mailFrom: string;
  /** Serve the dashboard through Vite in middleware mode with hot reload. */
  viteDev: boolean;
  /** Log level for Fastify's logger. Default `info` (`silent` in test mode). */
  logLevel: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose `X-Forwarded-*` headers are believed
   * (`TRUST_PROXY`, comma-separated; `loopback`, `linklocal` and `uniquelocal` also work).
   * Default off: the client address is the socket's, whatever the headers say.
   */
  trustProxy: string[] | false;
  /**
   * The environment's secret keys for the management API (`API_SECRET_KEY`, comma-separated for
   * rotation; each `sk_` and at least 32 characters). Empty: generated and stored outside
   * production, refused in production.
   */
  apiSecretKeys: string[];
  /** Management API requests allowed per secret key and minute before 429. Default 600. */
  managementRateLimitPerMinute: number;
  /** SCIM requests allowed per directory bearer token and minute before 429. Default 1200. */
  scimRateLimitPerMinute: number;
  /**
   * Members a process adds through directory sync between two analyzes of the member tables
   * (db/member-statistics.ts). Default 1000; not read from the environment (tests lower it).
   */
  membersAddedBeforeAnalyze: number;
  /**
   * How long a webhook receiver may take to answer before the attempt counts as failed
   * (`WEBHOOK_TIMEOUT_MS`). Default 10000, the provider's; a delivery's lease follows it.
   */
  webhookTimeoutMs: number;
}

/** TRUST_PROXY: unset, empty or `false` trusts no proxy; otherwise a list of proxy addresses. */
function trustedProxies(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return false;
  if (value.trim() === 'true') {
    throw new Error(
      'Configuration error: TRUST_PROXY=true would let any client choose its address; list the proxies (addresses or CIDR ranges) instead.',
    );
  }
  return list(value) ?? false;
}

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const integer = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`Configuration error: ${name} must be a non-negative integer, got "${value}".`);
  }
  return parsed;
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const mode: ServerMode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer('PORT', env.PORT, 4000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const config: ServerConfig = {
    mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'client_loyalty_dashboard',
    redirectUris: list(env.REDIRECT_URIS) ?? [`${publicUrl}/`, `${publicUrl}/callback`],
    allowedOrigins: list(env.ALLOWED_ORIGINS) ?? [publicUrl],
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 300),
    refreshTokenTtlSeconds: integer(
      'REFRESH_TOKEN_TTL_SECONDS',
      env.REFRESH_TOKEN_TTL_SECONDS,
      30 * 24 * 3600,
    ),
    userProvisioningDelayMs: integer(
      'USER_PROVISIONING_DELAY_MS',
      env.USER_PROVISIONING_DELAY_MS,
      3000,
    ),
    organizationProvisioningDelayMs: integer(
      'ORGANIZATION_PROVISIONING_DELAY_MS',
      env.ORGANIZATION_PROVISIONING_DELAY_MS,
      4000,
    ),
    inviteTtlSeconds: integer('INVITE_TTL_SECONDS', env.INVITE_TTL_SECONDS, 7 * 24 * 3600),
    demoMode: env.DEMO_MODE ? env.DEMO_MODE === 'true' : mode !== 'production',
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@loyalty.local',
    viteDev: false,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    apiSecretKeys: list(env.API_SECRET_KEY) ?? [],
    managementRateLimitPerMinute: integer(
      'MANAGEMENT_RATE_LIMIT_PER_MINUTE',
      env.MANAGEMENT_RATE_LIMIT_PER_MINUTE,
      600,
    ),
    scimRateLimitPerMinute: integer(
      'SCIM_RATE_LIMIT_PER_MINUTE',
      env.SCIM_RATE_LIMIT_PER_MINUTE,
      1200,
    ),
    webhookTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', env.WEBHOOK_TIMEOUT_MS, 10_000),
    membersAddedBeforeAnalyze: 1_000,
    ...overrides,
  };
  if (config.mode === 'production' && config.demoMode) {
    throw new Error(
      'Configuration error: production mode refuses to start with DEMO_MODE (demo passwords are public).',
    );
  }
  const badKey = config.apiSecretKeys.find((key) => !/^sk_[A-Za-z0-9_-]{32,}$/.test(key));
  if (badKey !== undefined) {
    throw new Error(
      `Configuration error: API_SECRET_KEY entries must be "sk_" and at least 32 letters, digits, "_" or "-" (the one ending "${badKey.slice(-4)}" is not).`,
    );
  }
  return config;
}
