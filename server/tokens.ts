/** Injection tokens of the server layer (the application's ports have theirs next to their interfaces). */
export const APP_CONFIG = Symbol.for('AppConfig');
export const LOGGER = Symbol.for('Logger');
export const DATABASE_PROBE = Symbol.for('DatabaseProbe');
