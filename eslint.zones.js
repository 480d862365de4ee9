import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The import zones of ARCHITECTURE.md's layout (issue 19): features never import each other,
 * shared code never imports a feature, and a feature's contracts lean only on the common ones and
 * the question domain. Imports are resolved (the `@/` alias, the contracts package, relative
 * paths at any depth) before they are checked, so no spelling of a path slips through.
 */

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONTRACTS = 'packages/contracts/src';
/** The question domain: every feature with questions shares it (ARCHITECTURE.md). */
const QUESTIONS = 'questions';
/** The content-pack schema: it composes every feature's part of the pack. */
const PACKS = 'packs';

/** The repository's root, which the zones' paths start from wherever ESLint runs. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const folders = (dir) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const NOT_ANOTHER_FEATURE =
  'A feature never imports another feature: move what both need to the shared layer (platform/, lib/, components/, contracts/common) or the question domain.';
const NOT_A_FEATURE =
  'Shared code never imports a feature: move what it needs out of the feature (contracts/common for shapes and constants).';

/** Each feature under `root` may import itself and the `allowed` folders of `root`, nothing else. */
const featureZones = (root, allowed = []) =>
  folders(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [...new Set([feature, ...allowed])].map((folder) => `./${folder}`),
    message: NOT_ANOTHER_FEATURE,
  }));

export const zones = [
  // Server: modules, with the shared question domain; platform below every module.
  ...featureZones(`${SERVER}/modules`, [QUESTIONS]),
  { target: `${SERVER}/platform`, from: `${SERVER}/modules`, message: NOT_A_FEATURE },
  ...folders(`${SERVER}/platform`).map((folder) => ({
    target: `${SERVER}/platform/${folder}`,
    from: CONTRACTS,
    // The pack importers' frame reads the composed pack schema, as the features' importers do.
    except: folder === PACKS ? ['./common', `./${PACKS}`] : ['./common'],
    message: NOT_A_FEATURE,
  })),

  // Web: features; lib and components below every feature.
  ...featureZones(`${WEB}/features`),
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: `${WEB}/features`,
    message: NOT_A_FEATURE,
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: CONTRACTS,
    except: ['./common', `./${QUESTIONS}`],
    message: NOT_A_FEATURE,
  },

  // Contracts: common leans on nothing; a feature's on common and the question domain.
  { target: `${CONTRACTS}/common`, from: CONTRACTS, except: ['./common'], message: NOT_A_FEATURE },
  ...featureZones(CONTRACTS, ['common', QUESTIONS]).filter(
    (zone) => zone.target !== `${CONTRACTS}/${PACKS}` && zone.target !== `${CONTRACTS}/common`,
  ),
];

/** The ESLint config entry that enforces the zones on every TypeScript file of the apps and contracts. */
export const importZones = {
  files: [`${SERVER}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`, `${CONTRACTS}/**/*.ts`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['apps/server', 'apps/web', 'packages/contracts'].map((workspace) =>
          join(ROOT, workspace, 'tsconfig.json'),
        ),
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones, basePath: ROOT }],
  },
};
