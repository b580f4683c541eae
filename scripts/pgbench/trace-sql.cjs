/**
 * SQL tracer for the benchmarks, never loaded by the app itself: `node --require scripts/pgbench/trace-sql.cjs
 * build/server/index.js` with SQL_TRACE_FILE set appends every statement the server sends to PostgreSQL (time,
 * text, parameters, prepared-statement name, backend pid) to that file as JSON lines. scripts/bench-market.ts uses it to
 * count the queries of each request and to show the statements its pgbench replay scripts repeat.
 */
'use strict';
const fs = require('node:fs');
const pg = require('pg');

const file = process.env.SQL_TRACE_FILE;
if (file) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function traced(config, values, callback) {
    const text = typeof config === 'string' ? config : config && config.text;
    const params = Array.isArray(values) ? values : config && typeof config === 'object' ? config.values : undefined;
    const name = config && typeof config === 'object' ? config.name : undefined;
    if (typeof text === 'string') {
      fs.appendFileSync(
        file,
        JSON.stringify({ at: performance.timeOrigin + performance.now(), pid: this.processID, name, text, params }) + '\n',
      );
    }
    return original.call(this, config, values, callback);
  };
}
