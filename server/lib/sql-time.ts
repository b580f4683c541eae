/** SQL for a timestamptz as the SPEC §3 server date string: UTC 'YYYY-MM-DD HH:mm:ss'. */
export const utcSql = (expr: string): string => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
