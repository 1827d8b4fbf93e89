// Fails the build when a browser bundle would carry a package only the API needs. The schemas of
// @sellphones/contracts are built with TypeBox; an app that imports a route's path or a form's
// limits must get them from the TypeBox-free modules (schemas/api-paths.ts,
// schemas/choices-and-limits.ts), or every page it serves downloads TypeBox.

const API_ONLY = ['typebox'];

class ApiOnlyPackagesCheck {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ApiOnlyPackagesCheck', (compilation) => {
      // Once modules are placed in chunks: a module the bundler left out is not shipped.
      compilation.hooks.afterChunks.tap('ApiOnlyPackagesCheck', () => {
        const { chunkGraph, moduleGraph } = compilation;
        const reported = new Set();
        for (const module of compilation.modules) {
          const name = API_ONLY.find((pkg) => module.resource?.includes(`/node_modules/${pkg}/`));
          if (!name || reported.has(name) || chunkGraph.getNumberOfModuleChunks(module) === 0)
            continue;
          reported.add(name);
          let importer = moduleGraph.getIssuer(module);
          while (importer?.resource?.includes('/node_modules/'))
            importer = moduleGraph.getIssuer(importer);
          compilation.errors.push(
            new WebpackError(
              `${importer?.resource ?? 'an app module'} brings '${name}' into a browser bundle: import what the app needs from a module without it`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { ApiOnlyPackagesCheck };
