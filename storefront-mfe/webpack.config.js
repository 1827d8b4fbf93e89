const { federatedApp } = require('../scripts/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'storefront',
  port: 3001,
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
});
