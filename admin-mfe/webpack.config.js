const { federatedApp } = require('../scripts/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'admin',
  port: 3004,
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
});
