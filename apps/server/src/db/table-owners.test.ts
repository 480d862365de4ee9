import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No table is written outside its owner (issue 19): the folder of the `<owner>.schema.ts` that
 * declares it. Another feature reads it or asks its owner (platform/accounts, decision 0039).
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));

type SourceFile = { path: string; text: string };

/** The application's source files, relative to src/: no tests, test helpers or migrations. */
const sourceFiles = (): SourceFile[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.startsWith('test/') && !path.startsWith('db/migrations/'))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));

/** Each table with the folder that owns it, from the `XTables = { table: Row }` of schema files. */
const tableOwners = (files: readonly SourceFile[]) => {
  const owners = new Map<string, string>();
  for (const { path, text } of files.filter((file) => file.path.endsWith('.schema.ts'))) {
    for (const [, body = ''] of text.matchAll(/export type \w+Tables = \{([^}]*)\}/g)) {
      for (const [, table = ''] of body.matchAll(/(\w+):/g)) owners.set(table, dirname(path));
    }
  }
  return owners;
};

/** `file: table` for every write to a table from outside its owner's folder. */
const writesOutsideOwners = (files: readonly SourceFile[], owners: Map<string, string>) =>
  files.flatMap(({ path, text }) =>
    [...text.matchAll(/\.(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)'/g)]
      .map(([, table = '']) => table)
      .filter((table) => {
        const owner = owners.get(table);
        return owner === undefined || relative(owner, dirname(path)).startsWith('..');
      })
      .map((table) => `${path}: ${table}`),
  );

describe('table owners', () => {
  const files = sourceFiles();
  const owners = tableOwners(files);

  it('knows the owner of every table', () => {
    expect(owners.get('members')).toBe('modules/members');
    expect(owners.get('sessions')).toBe('platform/sessions');
    expect(owners.size).toBeGreaterThanOrEqual(20);
  });

  it('finds a write to a table from outside its owner', () => {
    const stray = {
      path: 'modules/auth/auth.repository.ts',
      text: "db.insertInto('members').values(member); db.updateTable( 'tenants' )",
    };
    const own = { path: 'modules/members/members.repository.ts', text: "db.deleteFrom('members')" };
    expect(writesOutsideOwners([stray, own], owners)).toEqual([
      'modules/auth/auth.repository.ts: members',
      'modules/auth/auth.repository.ts: tenants',
    ]);
  });

  it('has every table written only by its owner', () => {
    expect(writesOutsideOwners(files, owners)).toEqual([]);
  });
});
