// Fails the build when app code imports a part of the router that the shared router entry
// (react-router-dom.mjs) does not provide, or imports react-router itself: the first would be
// undefined at run time, the second a second router (and context) on the page. webpack cannot see
// either through a shared module, so this reads the imports of every module of the app.

const APP_SOURCE = /\.(tsx?|jsx?|mjs)$/;

class RouterImportsCheck {
  /** @param {string} routerEntry  absolute path of the shared router entry */
  constructor(routerEntry) {
    this.routerEntry = routerEntry;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouterImportsCheck', (compilation) => {
      // After the exports of every module are known (webpack flags them when modules finish).
      compilation.hooks.afterOptimizeDependencies.tap('RouterImportsCheck', (modules) => {
        const all = [...modules];
        const entry = all.find((module) => module.resource === this.routerEntry);
        if (!entry) return; // an app without the router
        const provided = new Set(compilation.moduleGraph.getExportsInfo(entry).getProvidedExports());
        // An import statement yields several dependencies with the same request: report it once.
        const problems = new Set();
        for (const module of all) {
          const file = module.resource;
          if (!file || file === this.routerEntry || file.includes('node_modules') || !APP_SOURCE.test(file)) continue;
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency;
            if (typeof request !== 'string') continue;
            let problem = null;
            if (request === 'react-router' || request.startsWith('react-router/')) {
              problem = `imports '${request}': import the router from 'react-router-dom'`;
            } else if (request === 'react-router-dom' && Array.isArray(ids) && ids[0] && !provided.has(ids[0])) {
              problem = `imports '${ids[0]}' from 'react-router-dom', which scripts/webpack/react-router-dom.mjs does not export: add it there`;
            }
            if (problem) problems.add(`${file}: ${problem}`);
          }
        }
        for (const problem of problems) compilation.errors.push(new WebpackError(problem));
      });
    });
  }
}

module.exports = { RouterImportsCheck };
