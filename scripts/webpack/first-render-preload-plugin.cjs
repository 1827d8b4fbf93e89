// Lets the browser fetch the shell's first render from its page instead of from main.js: a
// <link rel="preload"> for every file behind `import('./bootstrap')` and for the shell's own copies
// of the shared libraries, which it provides to every remote. Without them the browser learns of
// these files only once main.js has arrived and run, a round trip later on a slow phone network.
// The preloads come after main.js and ask for low priority, as main.js does (a deferred script): it
// is fetched first, since it starts the remote's download, which the first page needs as well. A
// higher priority would make the browser (and Lighthouse) hold the first paint of the home page's
// static first screen for code it does not need.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstRenderPreloadPlugin';

class FirstRenderPreloadPlugin {
  /** @param {string} bootstrapModule  absolute path of the module the entry imports */
  constructor(bootstrapModule) {
    this.bootstrapModule = bootstrapModule;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = this.firstRenderFiles(compilation);
        data.headTags.push(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${data.publicPath}${file}`,
              fetchpriority: 'low',
            }),
          ),
        );
        return data;
      });
    });
  }

  /** The JS files of the chunk groups that the bootstrap import and the shared libraries load. */
  firstRenderFiles({ modules, moduleGraph, chunkGraph }) {
    const files = new Set();
    for (const module of modules) {
      const isProvidedLibrary = module.constructor.name === 'ProvideSharedModule';
      for (const block of module.blocks) {
        const loads = (dependency) => {
          const target = moduleGraph.getModule(dependency);
          return (target?.rootModule ?? target)?.resource === this.bootstrapModule;
        };
        if (!isProvidedLibrary && !block.dependencies.some(loads)) continue;
        for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
    return [...files].sort();
  }
}

module.exports = { FirstRenderPreloadPlugin };
