/** Quiet logs in tests and no files under logs/. */
process.env.LOG_LEVEL ??= 'error';
process.env.LOG_TO_FILE = 'false';
