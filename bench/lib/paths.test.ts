import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot, serverNodeFlags } from './paths';

describe('the bench server', () => {
  it('runs with the Node flags that npm start gives the server', () => {
    for (const path of ['package.json', 'apps/server/package.json']) {
      const { scripts } = JSON.parse(readFileSync(resolveFromRoot(path), 'utf8')) as {
        scripts: { start: string };
      };
      const flags = /\bnode ((?:--\S+ )*)\S*dist\/main\.js$/.exec(scripts.start)?.[1];
      expect(flags?.trim().split(' '), path).toEqual(serverNodeFlags);
    }
  });
});
