// Proves the import zones of eslint.zones.js bite (issue 19): each wrong import below must fail
// lint and each right one must pass. Run by `npm run lint`, so CI shows a zone that stopped working.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const RULE = 'import-x/no-restricted-paths';

/** Where an import is written (a file that need not exist), what it imports, and may it. */
const cases = [
  // Server: modules never import modules, but for the question domain; platform never a feature.
  ['apps/server/src/modules/news/probe.ts', '../exams/exams.plugin', false],
  ['apps/server/src/modules/news/probe.ts', '../../modules/exams/exams.plugin', false],
  ['apps/server/src/modules/exams/probe.ts', '../questions/question-drawing', true],
  ['apps/server/src/modules/questions/probe.ts', '../exams/exams.plugin', false],
  ['apps/server/src/platform/tenancy/probe.ts', '../../modules/news/news.plugin', false],
  ['apps/server/src/platform/tenancy/probe.ts', '@lectern/contracts/news/get-news-list', false],
  ['apps/server/src/platform/tenancy/probe.ts', '@lectern/contracts/common/tenant', true],
  // Web: features never import features; lib and components never a feature or its contracts.
  ['apps/web/src/features/news/probe.ts', '@/features/exams/exams.feature', false],
  ['apps/web/src/features/news/probe.ts', '../exams/exams.feature', false],
  ['apps/web/src/features/news/pages/probe.ts', '../../exams/exams.feature', false],
  ['apps/web/src/features/news/probe.ts', '@/lib/paths', true],
  ['apps/web/src/lib/probe.ts', '@/features/exams/exams.feature', false],
  ['apps/web/src/components/ui/probe.ts', '@lectern/contracts/exams/exam', false],
  ['apps/web/src/components/questions/probe.ts', '@lectern/contracts/questions/question', true],
  // Contracts: common leans on nothing; a feature's on common and the question domain only.
  ['packages/contracts/src/common/probe.ts', '../exams/exam', false],
  ['packages/contracts/src/news/probe.ts', '../exams/exam', false],
  ['packages/contracts/src/news/probe.ts', '../questions/question', true],
  ['packages/contracts/src/news/probe.ts', '../common/primitives', true],
];

// The cases' paths are the repository's.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint();
const failures = [];
for (const [filePath, source, allowed] of cases) {
  const [result] = await eslint.lintText(`export * from '${source}';\n`, { filePath });
  const refused = result.messages.some((message) => message.ruleId === RULE);
  if (refused === allowed) {
    failures.push(`${filePath}: import '${source}' should be ${allowed ? 'allowed' : 'refused'}`);
  }
}
assert.deepEqual(failures, [], `the import zones do not hold:\n${failures.join('\n')}`);
console.log(`import zones: ${cases.length} cases hold`);
