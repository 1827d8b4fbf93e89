// Fails the build when app code imports a part of the router that the shared router entry
// (react-router-dom.mjs) does not provide, or imports react-router itself: the first would be
// undefined at run time, the second a second router (and context) on the page. webpack cannot see
// either through a shared module, so this reads the imports of every module of the app. Also fails
// when the entry's exports differ from those recorded with its shared version (shared-router.json):
// what a version provides must not change under the same version.

const APP_SOURCE = /\.(tsx?|jsx?|mjs)$/;

class RouterImportsCheck {
  /**
   * @param {string} routerEntry  absolute path of the shared router entry
   * @param {string[]} recordedExports  the names its shared version promises
   */
  constructor(routerEntry, recordedExports) {
    this.routerEntry = routerEntry;
    this.recordedExports = recordedExports;
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
        const recorded = new Set(this.recordedExports);
        const unrecorded = [...provided].filter((name) => !recorded.has(name));
        const missing = [...recorded].filter((name) => !provided.has(name));
        if (unrecorded.length > 0 || missing.length > 0) {
          problems.add(
            `${this.routerEntry}: exports differ from scripts/webpack/shared-router.json ` +
              `(not recorded: ${unrecorded.join(', ') || 'none'}; recorded but missing: ${missing.join(', ') || 'none'}). ` +
              'Record the new list and raise the version: minor for added names, major for removed ones.',
          );
        }
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
