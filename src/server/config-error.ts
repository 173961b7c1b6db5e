// A configuration the server cannot start with; its message names every bad variable.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A part of the configuration read by its own module: its complaint becomes a ConfigError. */
export function part<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}
