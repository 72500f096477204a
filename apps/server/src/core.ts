import type { Db } from '@adc/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { SimClock } from './lib/clock';
import type { Services } from './services';

/** What every service is built from: the database, the simulation clock and the config. */
export interface Core {
  db: Db;
  clock: SimClock;
  config: AppConfig;
}

/** Options every module's route plugin receives. */
export interface ModuleOptions {
  services: Services;
  config: AppConfig;
}

export type ModulePlugin = (app: FastifyInstance, options: ModuleOptions) => Promise<void>;
