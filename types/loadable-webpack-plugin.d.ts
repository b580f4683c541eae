declare module '@loadable/webpack-plugin' {
  import type { WebpackPluginInstance, Compiler } from 'webpack';
  interface Options {
    filename?: string;
    path?: string;
    writeToDisk?: boolean | { filename: string };
    outputAsset?: boolean;
  }
  export default class LoadablePlugin implements WebpackPluginInstance {
    constructor(options?: Options);
    apply(compiler: Compiler): void;
  }
}
