import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Services } from '../services';

/** Options every module's route plugin receives. */
export interface ModuleOptions {
  services: Services;
  config: AppConfig;
}

export type ModulePlugin = (app: FastifyInstance, options: ModuleOptions) => Promise<void>;
