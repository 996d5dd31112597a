import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every route module receives: configuration, the database and the mailer. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
}
