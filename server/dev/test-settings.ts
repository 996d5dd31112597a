// The overrides POST /_test/settings stores for domain/runtime-settings.ts to apply in test mode.
import type { Queryable } from '../db/database';
import type { SettingsOverrides } from '../domain/runtime-settings';

/** Merges new overrides into the stored ones (test mode only). */
export async function saveTestSettings(db: Queryable, overrides: SettingsOverrides): Promise<void> {
  await db.query(
    `INSERT INTO test_settings (id, settings) VALUES (1, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET settings = test_settings.settings || EXCLUDED.settings`,
    [JSON.stringify(overrides)],
  );
}
