// Delays and token lifetime, with the overrides set through POST /_test/settings
// (dev/test-settings.ts) applied in test mode. The overrides live in the database so every
// server process sees them.
import type { AppContext } from '../context';

export interface RuntimeSettings {
  userProvisioningDelayMs: number;
  organizationProvisioningDelayMs: number;
  accessTokenTtlSeconds: number;
}

export type SettingsOverrides = Partial<RuntimeSettings>;

/** The settings in force for this request: configuration, plus test overrides in test mode. */
export async function runtimeSettings(
  ctx: Pick<AppContext, 'config' | 'db'>,
): Promise<RuntimeSettings> {
  const base: RuntimeSettings = {
    userProvisioningDelayMs: ctx.config.userProvisioningDelayMs,
    organizationProvisioningDelayMs: ctx.config.organizationProvisioningDelayMs,
    accessTokenTtlSeconds: ctx.config.accessTokenTtlSeconds,
  };
  if (ctx.config.mode !== 'test') return base;
  const [row] = await ctx.db.query<{ settings: SettingsOverrides }>(
    'SELECT settings FROM test_settings WHERE id = 1',
  );
  return { ...base, ...(row?.settings ?? {}) };
}
