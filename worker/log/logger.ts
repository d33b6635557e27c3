import type { AppConfig } from '../config';

type Level = AppConfig['LOG_LEVEL'];
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** JSON lines carrying the request id, so one request's story can be followed in `wrangler tail`. */
export function createLogger(level: Level, requestId: string): Logger {
  const write = (at: Level, message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const fixed = { level: at, message, requestId, time: new Date().toISOString() };
    // Fields never replace the fixed keys: a `message` or `requestId` among them would break the line's story.
    const line = JSON.stringify(Object.assign({ ...fixed }, fields, fixed));
    if (at === 'error') console.error(line);
    else if (at === 'warn') console.warn(line);
    else console.log(line);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

/** Error details for logs: message and name only; stacks stay out of responses and are logged at debug level. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, errorName: error.name };
  return { error: String(error) };
}
