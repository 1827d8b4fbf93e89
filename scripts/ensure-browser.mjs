// The journeys run in Debian's Chromium: browser downloads do not work on machines without
// internet access. Installs it through apt when it is missing and this user can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureBrowser() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    throw new Error(
      `No Chromium at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('Installing Chromium with apt-get (once)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureBrowser()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
