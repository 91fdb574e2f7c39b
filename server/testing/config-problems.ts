import { COMPLETE_PRODUCTION_ENV } from '../../test/support/production-env';
import { ConfigError } from '../config';
import { loadConfig } from '../load-config';

/** The working directory the configuration tests load from. */
export const CONFIG_TEST_CWD = '/srv/shop';

/** The problems loadConfig refuses `env` with ([] when it starts). */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, {}, CONFIG_TEST_CWD);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** The complete production environment with `changes` (undefined deletes a variable). */
export function productionWith(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...COMPLETE_PRODUCTION_ENV, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
}
