import { describe, expect, it } from 'vitest';
import { certificateImagePath, maskLearnerName } from './certificate';

describe('certificate names in a public lookup', () => {
  it.each([
    ['王小明', '王*明'],
    ['张三', '张*'],
    ['欧阳娜娜', '欧**娜'],
    ['Ann Lee', 'A*****e'],
    ['  Bo  ', 'B*'],
    ['Q', 'Q'],
    ['', ''],
  ])('masks %j as %j', (name, masked) => {
    expect(maskLearnerName(name)).toBe(masked);
  });
});

describe('certificate image paths', () => {
  it('names the tenant for anyone, or nothing for the holder', () => {
    expect(certificateImagePath('7K3PQ9MZXH2DA0B1', '100100')).toBe(
      '/h5/api/cert/image?factoryCode=100100&number=7K3PQ9MZXH2DA0B1',
    );
    expect(certificateImagePath('7K3PQ9MZXH2DA0B1')).toBe(
      '/h5/api/cert/image?number=7K3PQ9MZXH2DA0B1',
    );
  });
});
