import { matchesIdPhoto } from './face-judge';

/**
 * The outcome of comparing a snapshot of the learner's face with their ID photo (decision 0050):
 * spec §2 /exam/preview/face-service before a paper whose rule compares with it, and a course's
 * face capture (spec §4).
 */
export const FaceServiceResult = {
  MATCHED: 'matched',
  MISMATCHED: 'mismatched',
  /** No ID photo on file: the administrator sets it; nothing to compare with. */
  NO_ID_PHOTO: 'noIdPhoto',
  /** The ID photo shows no single face. */
  ID_PHOTO_UNREADABLE: 'idPhotoUnreadable',
  /** The check's snapshot shows no single face. */
  SNAPSHOT_UNREADABLE: 'snapshotUnreadable',
} as const;
export type TFaceServiceResult = (typeof FaceServiceResult)[keyof typeof FaceServiceResult];

/**
 * The comparison's outcome from the two pictures' descriptors (null: no single face found in it);
 * `idPhoto` undefined: the learner has no ID photo.
 */
export function faceServiceResult(
  idPhoto: ArrayLike<number> | null | undefined,
  snapshot: ArrayLike<number> | null,
): TFaceServiceResult {
  if (idPhoto === undefined) return FaceServiceResult.NO_ID_PHOTO;
  if (idPhoto === null) return FaceServiceResult.ID_PHOTO_UNREADABLE;
  if (snapshot === null) return FaceServiceResult.SNAPSHOT_UNREADABLE;
  return matchesIdPhoto(snapshot, idPhoto)
    ? FaceServiceResult.MATCHED
    : FaceServiceResult.MISMATCHED;
}
