import type { Container } from 'inversify';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { Job, RunningJob } from './context-module';

/** A job started with the configuration and the logger (the platform's APP_CONFIG and LOGGER: a module lists them in its needs). */
export function job(name: string, start: (container: Container, config: AppConfig, logger: Logger) => RunningJob): Job {
  return { name, start: (container) => start(container, container.get<AppConfig>(APP_CONFIG), container.get<Logger>(LOGGER)) };
}
