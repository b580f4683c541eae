/** Imported asset files resolve to their hashed public URL (webpack asset/resource, webpack.config.ts). */
declare module '*.svg' {
  const url: string;
  export default url;
}

/**
 * True in the server's bundles and tests, false in the browser's (webpack DefinePlugin; jest globals): code behind
 * `__SERVER__ &&` (JSON-LD, which only the server-rendered page carries) is left out of the browser's JavaScript.
 */
declare const __SERVER__: boolean;
