const { federatedApp } = require('../scripts/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'buyer',
  port: 3002,
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
});
