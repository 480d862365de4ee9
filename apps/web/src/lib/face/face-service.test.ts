import { describe, expect, it } from 'vitest';
import { FACE_MATCH_DISTANCE } from './face-judge';
import { FaceServiceResult, faceServiceResult } from './face-service';

/** A 128-number descriptor, all `value` but the first, which is `first`. */
const descriptor = (first: number, value = 0.1) =>
  Float32Array.from({ length: 128 }, (_, index) => (index === 0 ? first : value));

describe('faceServiceResult', () => {
  it.each([
    ['the same face', descriptor(0), descriptor(0), FaceServiceResult.MATCHED],
    [
      'faces just within the distance',
      descriptor(0),
      descriptor(FACE_MATCH_DISTANCE - 0.01),
      FaceServiceResult.MATCHED,
    ],
    [
      'faces just beyond it',
      descriptor(0),
      descriptor(FACE_MATCH_DISTANCE + 0.01),
      FaceServiceResult.MISMATCHED,
    ],
    ['no ID photo on file', undefined, descriptor(0), FaceServiceResult.NO_ID_PHOTO],
    ['no ID photo, nor a face seen', undefined, null, FaceServiceResult.NO_ID_PHOTO],
    ['no single face on the ID photo', null, descriptor(0), FaceServiceResult.ID_PHOTO_UNREADABLE],
    ['no single face on the snapshot', descriptor(0), null, FaceServiceResult.SNAPSHOT_UNREADABLE],
  ])('%s', (_case, idPhoto, snapshot, expected) => {
    expect(faceServiceResult(idPhoto, snapshot)).toBe(expected);
  });
});
