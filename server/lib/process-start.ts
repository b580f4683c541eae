/** The start-up and signal steps that the entry points (index.ts, cluster.ts, worker.ts) share. */
import type winston from 'winston';
import { env as loadEnv, type Env } from '../config/env';
import { productionSafetyProblems, refusalDetails, refusalMessage } from '../config/production-safety';
import { fatal } from './lifecycle';
import { configureLogger, logger } from './logger';

/** The variable (env.ts SIFU_OPEN_LINE) by which `npm start` asks for the plain "open http://localhost:PORT" line. */
export const OPEN_LINE_ENV = 'SIFU_OPEN_LINE';

/**
 * Reads the environment and configures the logger from it. An environment that does not validate goes to `onEnvError`
 * (by default the one JSON `fatal` line on stderr that every entry prints, and exit 1).
 */
export function loadEnvAndLogger(onEnvError: (err: Error) => never = (err) => fatal(err.message)): { cfg: Env; log: winston.Logger } {
  let cfg: Env;
  try {
    cfg = loadEnv();
  } catch (err) {
    onEnvError(err as Error);
  }
  // A real deployment with unsafe defaults does not start (config/production-safety.ts), whichever process it is.
  const unsafe = productionSafetyProblems(cfg);
  if (unsafe.length) fatal(refusalMessage(unsafe), undefined, refusalDetails(unsafe));
  const log = configureLogger({
    level: cfg.LOG_LEVEL,
    logDir: cfg.LOG_TO_FILE ? cfg.logDir : undefined,
    pretty: cfg.NODE_ENV === 'development',
  });
  return { cfg, log };
}

/** SIGTERM and SIGINT shut down with code 0; an unhandled rejection is logged and shuts down with code 1. */
export function shutdownOnSignals(shutdown: (reason: string, code?: number) => Promise<void>): void {
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger().error('unhandled-rejection', { err: reason instanceof Error ? reason.stack : String(reason) });
    void shutdown('unhandledRejection', 1);
  });
}
