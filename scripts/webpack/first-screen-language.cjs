// The first screen in the reader's language before any code loads: an inline script
// (shell/src/first-screen/language.js) with the Bangla words of every `data-text="<app>:<key>"` key
// of the first screen's markup, taken from the apps' own locale files so the two never drift. The
// Content-Security-Policy allows exactly this script by its hash (scripts/security-headers.mjs).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SHELL_DIR = path.join(__dirname, '..', '..', 'shell');
const LOCALES = { shell: 'src/locales/bn.json', storefront: '../storefront-mfe/src/locales/bn.json' };
/** The first screens' markup: every page's header bar, the home page's hero. */
const FIRST_SCREENS = ['src/first-screen/header.html', 'src/first-screen/home.html'];

/** The script as the page carries it; a key without Bangla words fails the build. */
function firstScreenLanguageScript(shellDir = SHELL_DIR) {
  const read = (file) => fs.readFileSync(path.join(shellDir, file), 'utf8');
  const books = Object.fromEntries(Object.entries(LOCALES).map(([app, file]) => [app, JSON.parse(read(file))]));
  const wordsOf = (key) => {
    const [app, dotted = ''] = key.split(':');
    const words = dotted.split('.').reduce((node, part) => node?.[part], books[app]);
    if (typeof words !== 'string') throw new Error(`first screen: no Bangla words for ${key}`);
    return words;
  };
  const texts = {};
  for (const file of FIRST_SCREENS) {
    for (const [, key] of read(file).matchAll(/data-text(?:-[a-z-]+)?="([^"]+)"/g)) texts[key] = wordsOf(key);
  }
  // Inside <script>, "</" would end it early: JSON may write "<" as \u003c.
  const bangla = JSON.stringify({ title: wordsOf('shell:titles.site'), texts }).replace(/</g, '\\u003c');
  const code = read('src/first-screen/language.js')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/$)/.test(line))
    .join('\n')
    .trim();
  return code.replace('})(BANGLA_TEXTS);', `})(${bangla});`);
}

/** The CSP source that allows the script, e.g. 'sha256-…'. */
function firstScreenScriptHash(shellDir = SHELL_DIR) {
  return `'sha256-${crypto.createHash('sha256').update(firstScreenLanguageScript(shellDir)).digest('base64')}'`;
}

/** Fails the build when a page does not carry the script byte for byte (the CSP hash would not match). */
class InlineScriptCheck {
  constructor(script, pages) {
    this.script = script;
    this.pages = pages;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptCheck', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineScriptCheck', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const name of this.pages) {
          const page = compilation.getAsset(name)?.source.source().toString() ?? '';
          if (!page.includes(`<script>${this.script}</script>`)) {
            compilation.errors.push(new WebpackError(`${name} does not carry the first screen's language script as written`));
          }
        }
      });
    });
  }
}

module.exports = { firstScreenLanguageScript, firstScreenScriptHash, InlineScriptCheck };
