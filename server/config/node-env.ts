/**
 * Imported first by server/index.ts: the server bundle is a production build, so NODE_ENV defaults to
 * production before React (an external module that reads it at load time) is required. Without this,
 * `node build/server/index.js` with no NODE_ENV would render with React's development build, ~5× slower.
 */
// A computed key: webpack's DefinePlugin rewrites any static `process.env.NODE_ENV` at build time.
const KEY = ['NODE', 'ENV'].join('_');
process.env[KEY] ||= 'production';
export {};
