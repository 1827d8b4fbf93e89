import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../helper.ts';

/**
 * Two API instances, A and B, on one PostgreSQL database of their own (and one photo folder), as
 * behind a front door: whatever one writes, the other must see. Built one after the other, so
 * only A applies the migrations. `settings` is read when they are built (after earlier beforeAll hooks).
 */
export function useTwoInstances(settings: () => Partial<AppConfig> = () => ({})): { readonly a: App; readonly b: App } {
  let instances: TestApp[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'two-instances-'));
    for (let i = 0; i < 2; i++) {
      const instance = await buildTestApp({ ...settings(), databaseUrl: database.url, dataDir });
      instances.push(instance);
      await instance.app.ready();
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
    await dropDatabase?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const instance = (index: number) => {
    const built = instances[index];
    if (!built) throw new Error('the instances are built in beforeAll');
    return built.app;
  };
  return {
    get a() {
      return instance(0);
    },
    get b() {
      return instance(1);
    },
  };
}
