/** winston: console always; rotating files in LOG_DIR (SPEC §9: 524,288 bytes × 5 files). */
import winston from 'winston';
import DailyRotateFile from 'winston-daily-rotate-file';
import { LOG_FILE_BYTES, LOG_FILES } from '@shared/domain/limits';
import { currentContext } from './request-context';
import { assertWritableDir } from './process-info';

const addContext = winston.format((info) => {
  const ctx = currentContext();
  if (ctx) {
    info.requestId ??= ctx.requestId;
    if (ctx.userId) info.userId ??= ctx.userId;
  }
  return info;
});

export interface LoggerOptions {
  level: string;
  logDir?: string;
  pretty: boolean;
}

function build(opts: LoggerOptions): winston.Logger {
  const transports: winston.transport[] = [
    new winston.transports.Console({
      format: opts.pretty ? winston.format.combine(winston.format.colorize(), winston.format.simple()) : winston.format.json(),
    }),
  ];
  if (opts.logDir) {
    const file = new DailyRotateFile({
      dirname: opts.logDir,
      filename: 'sifu-%DATE%.log',
      datePattern: 'YYYY-MM-DD',
      maxSize: `${LOG_FILE_BYTES / 1024}k`,
      maxFiles: LOG_FILES,
      format: winston.format.json(),
    });
    // A disk that fills or a volume that turns read-only later: warn on the console, never crash.
    file.on('error', (err: Error) =>
      process.stderr.write(
        `${JSON.stringify({ level: 'warn', message: 'log-file-error', err: err.message, timestamp: new Date().toISOString() })}\n`,
      ),
    );
    transports.push(file);
  }
  return winston.createLogger({
    level: opts.level,
    format: winston.format.combine(addContext(), winston.format.timestamp(), winston.format.errors({ stack: true })),
    transports,
  });
}

let instance = build({ level: process.env.LOG_LEVEL ?? 'info', pretty: false });

/**
 * Replaces the process logger once env is known (boot). A log dir that cannot be written (a read-only or root-owned
 * volume) never stops the app: it logs a warning naming the dir and goes on with the console only.
 */
export function configureLogger(opts: LoggerOptions): winston.Logger {
  instance.close();
  let fileProblem: string | undefined;
  if (opts.logDir) {
    try {
      assertWritableDir(opts.logDir, 'LOG_DIR');
    } catch (err) {
      fileProblem = (err as Error).message;
    }
  }
  instance = build(fileProblem ? { ...opts, logDir: undefined } : opts);
  if (fileProblem) instance.warn('log-dir-unwritable', { msg: `${fileProblem} Logging to the console only (or set LOG_TO_FILE=false).` });
  return instance;
}

/** The process logger; child loggers per module: logger().child({ module: 'bids' }). */
export function logger(): winston.Logger {
  return instance;
}

/** Silences console output (used by tests). */
export function silenceLogger(): void {
  instance.transports.forEach((t) => (t.silent = true));
}
