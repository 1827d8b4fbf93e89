import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { DatabaseStartError } from './db/database-start-error.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** A setup problem (database folder in use, server refusing or unreachable) is one line, like a
 *  configuration error; anything else is a fault, shown with its stack. */
function stopOnStartProblem(err: unknown, log: (err: unknown) => void): never {
  if (err instanceof DatabaseStartError) console.error(err.message);
  else log(err);
  process.exit(1);
}

const config = readConfig();
const app = await buildApp(config).catch((err: unknown) => stopOnStartProblem(err, (e) => console.error(e)));

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing because of an error');
  else app.log.info({ signal }, 'server closing');
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  stopOnStartProblem(err, (e) => app.log.error({ err: e }, 'the API could not start'));
}
