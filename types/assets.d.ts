/** Imported asset files resolve to their hashed public URL (webpack asset/resource, webpack.config.ts). */
declare module '*.svg' {
  const url: string;
  export default url;
}
