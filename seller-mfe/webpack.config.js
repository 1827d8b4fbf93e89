const { federatedApp } = require('../scripts/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'seller',
  port: 3003,
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
});
