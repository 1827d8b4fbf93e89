const path = require('node:path');
const { federatedApp } = require('../scripts/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'shell',
  port: 3000,
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-retry-plugin.ts')],
});
