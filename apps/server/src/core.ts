import type { Db } from '@adc/db';
import type { AppConfig } from './config';
import type { SimClock } from './lib/clock';

/** What every service is built from: the database, the simulation clock and the config. */
export interface Core {
  db: Db;
  clock: SimClock;
  config: AppConfig;
}
