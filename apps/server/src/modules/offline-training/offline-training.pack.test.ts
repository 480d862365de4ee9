import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import type { TOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import type { TGetOfflineClassListResponse } from '@lectern/contracts/offline-training/get-offline-class-list';
import { importPackFile, type PackImportDeps } from '../../packs/import-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let deps: PackImportDeps;
let folder: string;

beforeAll(async () => {
  test = await buildTestApp();
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  folder = mkdtempSync(join(tmpdir(), 'lectern-offline-pack-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await test.close();
});

const MINUTE_MS = 60_000;

const packOf = (factoryCode: string, withSecondSession: boolean): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode, sysName: 'Offline', edition: 'all-in-one', modules: ['courses'] },
  members: [
    { userCode: 'coach', nickName: 'Coach', password: 'password-1' },
    { userCode: 'ada', nickName: 'Ada', password: 'password-1', mentor: 'coach' },
  ],
  offlineClasses: [
    {
      code: 'OT-1',
      name: 'Fire wardens',
      trainer: 'coach',
      learners: ['ada'],
      credit: 3,
      sessions: [
        { code: 's1', name: 'Extinguishers', startsInMinutes: -30, durationMinutes: 120 },
        ...(withSecondSession
          ? [{ code: 's2', name: 'Evacuation', startsInMinutes: 7 * 24 * 60, durationMinutes: 60 }]
          : []),
      ],
      homeworks: [{ code: 'h1', title: 'Escape routes', dueInDays: 14 }],
    },
  ],
});

const write = (factoryCode: string, pack: TContentPackInput) => {
  const dir = join(folder, factoryCode);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
};

const signIn = async (factoryCode: string, userCode: string) => {
  const { envelope } = await callApi<{ tokenValue: string }>(test.app, {
    path: '/login/login',
    body: { factoryCode, userCode, password: 'password-1' },
  });
  return envelope.body.tokenValue;
};

describe('the offline classes part of a content pack', () => {
  it('imports classes with their trainer, learners, sessions relative to the import and homework', async () => {
    const before = Date.now();
    const file = write('700700', packOf('700700', true));
    await importPackFile(deps, file);
    const token = await signIn('700700', 'ada');
    const list = await callApi<TGetOfflineClassListResponse>(test.app, {
      path: '/offline/class/list',
      token,
    });
    const [offlineClass] = list.envelope.body.list;
    expect(offlineClass).toMatchObject({ name: 'Fire wardens', trainerName: 'Coach', credit: 3 });
    const detail = await callApi<TOfflineClassDetail>(test.app, {
      path: '/offline/class/detail',
      query: { classId: offlineClass!.classId },
      token,
    });
    const [first, second] = detail.envelope.body.sessions;
    expect(first!.startTime).toBeGreaterThanOrEqual(before - 30 * MINUTE_MS);
    expect(first!.startTime).toBeLessThanOrEqual(Date.now() - 30 * MINUTE_MS);
    // The default windows: sign-in from 30 minutes before the start to 30 after it.
    expect(first!.signInEndTime - first!.signInStartTime).toBe(60 * MINUTE_MS);
    expect(second!.name).toBe('Evacuation');
    expect(detail.envelope.body.homeworks[0]!.endTime).toBeGreaterThan(Date.now());

    // A second import keeps the times; one without the second session removes it.
    await importPackFile(deps, write('700700', packOf('700700', false)));
    const again = await callApi<TOfflineClassDetail>(test.app, {
      path: '/offline/class/detail',
      query: { classId: offlineClass!.classId },
      token,
    });
    expect(again.envelope.body.sessions).toEqual([first]);
    const coach = await signIn('700700', 'coach');
    const trained = await callApi<TGetOfflineClassListResponse>(test.app, {
      path: '/offline/class/list',
      token: coach,
    });
    expect(trained.envelope.body.list[0]).toMatchObject({ isTrainer: true, isLearner: false });
  });

  it('refuses unknown learners, trainers and papers, and duplicate codes', () => {
    const pack = packOf('700701', true);
    const offlineClass = pack.offlineClasses![0]!;
    const result = ZContentPack.safeParse({
      ...pack,
      offlineClasses: [
        { ...offlineClass, trainer: 'nobody', learners: ['ghost'], exam: 'no-paper' },
        offlineClass,
        offlineClass,
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'unknown member nobody',
        'unknown member ghost',
        'unknown paper no-paper',
        'duplicate class code OT-1',
      ]),
    );
  });
});
