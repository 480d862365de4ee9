import { describe, expect, it } from 'vitest';
import { queryRoots } from '@/lib/query-keys';
import { memberKeys } from './query-keys';

describe('the members feature’s query keys', () => {
  it('start with the root other features invalidate', () => {
    expect(memberKeys.all).toEqual(queryRoots.members);
  });
});
