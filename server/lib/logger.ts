/** winston: console always; rotating files in LOG_DIR (SPEC §9: 524,288 bytes × 5 files). */
import winston from 'winston';
import DailyRotateFile from 'winston-daily-rotate-file';
import { LOG_FILE_BYTES, LOG_FILES } from '@shared/domain/limits';
import { currentContext } from './request-context';

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
    transports.push(
      new DailyRotateFile({
        dirname: opts.logDir,
        filename: 'sifu-%DATE%.log',
        datePattern: 'YYYY-MM-DD',
        maxSize: `${LOG_FILE_BYTES / 1024}k`,
        maxFiles: LOG_FILES,
        format: winston.format.json(),
      }),
    );
  }
  return winston.createLogger({
    level: opts.level,
    format: winston.format.combine(addContext(), winston.format.timestamp(), winston.format.errors({ stack: true })),
    transports,
  });
}

let instance = build({ level: process.env.LOG_LEVEL ?? 'info', pretty: false });

/** Replaces the process logger once env is known (boot). */
export function configureLogger(opts: LoggerOptions): winston.Logger {
  instance.close();
  instance = build(opts);
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
