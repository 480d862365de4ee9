import {
  normaliseCustomValue,
  type TCustomField,
  type TPackCustomField,
} from '@lectern/contracts/common/custom-field';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  ExamCollectionState,
  type TExamCollectionState,
  type TGetExamCollectionResponse,
} from '@lectern/contracts/exams/get-exam-collection';
import type { TPostSaveExamCollectionRequest } from '@lectern/contracts/exams/post-save-exam-collection';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { CollectionClaim, CollectionRef } from './exam-collections.repository';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';

type CollectionPaper = Pick<PaperRow, 'id' | 'name' | 'collection_fields'>;

/** Each paper row's fields, parsed once: cached rows are the same object from call to call. */
const parsedFields = new WeakMap<CollectionPaper, TPackCustomField[]>();

/** The fields a paper collects, in form order (the importer stored them so). */
const collectionFieldsOf = (paper: CollectionPaper): TPackCustomField[] => {
  let fields = parsedFields.get(paper);
  if (!fields) {
    fields = JSON.parse(paper.collection_fields) as TPackCustomField[];
    parsedFields.set(paper, fields);
  }
  return fields;
};

/**
 * The stored values that still fit their fields: a value the pack's fields no longer accept (an
 * option taken away, a type changed) reads as empty, so the learner fills it in again.
 */
const formOf = (fields: TPackCustomField[], stored: Record<string, string>): TCustomField[] =>
  fields.map((field) => {
    const checked = normaliseCustomValue(field, stored[field.key]);
    return {
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      unique: field.unique,
      options: field.options,
      value: checked.ok ? checked.value : null,
    };
  });

const stateOf = (form: TCustomField[], saved: boolean): TExamCollectionState => {
  if (form.length === 0) return ExamCollectionState.NONE;
  return saved && form.every((field) => !field.required || field.value !== null)
    ? ExamCollectionState.DONE
    : ExamCollectionState.REQUIRED;
};

/**
 * Spec §2 /exam/Collection: the information a paper collects before an exam, saved once per
 * learner and paper and kept for every attempt (docs/decisions/0043). Every rule of the custom
 * fields is checked here: required (300364), unique among the paper's learners (300365), values
 * of the field's type and no unknown field (300113).
 */
export const examCollections = ({
  db,
  transact,
  repositories,
}: ServiceDeps<Pick<ExamsRepositories, 'collections'>>) => {
  const { collections } = repositories(db);

  const read = async ({ tenantId, memberId }: MemberSession, paper: CollectionPaper) => {
    const fields = collectionFieldsOf(paper);
    if (fields.length === 0) return { form: [], state: ExamCollectionState.NONE };
    const row = await collections.find({ tenantId, paperId: paper.id, memberId });
    const form = formOf(
      fields,
      row ? (JSON.parse(row.field_values) as Record<string, string>) : {},
    );
    return { form, state: stateOf(form, row !== undefined) };
  };

  const answerOf = async (
    session: MemberSession,
    paper: CollectionPaper,
  ): Promise<TGetExamCollectionResponse> => {
    const { form, state } = await read(session, paper);
    if (state === ExamCollectionState.NONE) {
      throw new AppError(ErrorCode.NO_INFO_COLLECTION_NEEDED);
    }
    return { paperId: paper.id, paperName: paper.name, state, fields: form };
  };

  return {
    /** Where the learner stands: read only when the paper collects something. */
    stateOf: async (session: MemberSession, paper: CollectionPaper) =>
      (await read(session, paper)).state,

    form: answerOf,

    /**
     * Checks every field in form order and answers the first failure, then stores the values as
     * the learner's one row of the paper. A unique value is claimed in the same transaction, so
     * of two learners saving it at once one gets 300365.
     */
    save: async (
      session: MemberSession,
      paper: CollectionPaper,
      { values }: Pick<TPostSaveExamCollectionRequest, 'values'>,
    ): Promise<TGetExamCollectionResponse> => {
      const fields = collectionFieldsOf(paper);
      if (fields.length === 0) throw new AppError(ErrorCode.NO_INFO_COLLECTION_NEEDED);
      const known = new Set(fields.map((field) => field.key));
      if (Object.keys(values).some((key) => !known.has(key))) {
        throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG);
      }
      const stored: Record<string, string> = {};
      const claims: (CollectionClaim & { label: string })[] = [];
      for (const field of fields) {
        const checked = normaliseCustomValue(field, values[field.key]);
        if (!checked.ok) throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG, { field: field.label });
        if (checked.value === null) {
          if (field.required) {
            throw new AppError(ErrorCode.REQUIRED_FIELD_EMPTY, { field: field.label });
          }
          continue;
        }
        stored[field.key] = checked.value;
        if (field.unique)
          claims.push({ fieldKey: field.key, value: checked.value, label: field.label });
      }

      const ref: CollectionRef = {
        tenantId: session.tenantId,
        paperId: paper.id,
        memberId: session.memberId,
      };
      const taken = await collections.takenByOthers(ref, claims);
      const clash = claims.find((claim) => taken.has(claim.fieldKey));
      if (clash) throw new AppError(ErrorCode.INPUT_ITEM_REPEATED, { field: clash.label });

      // Only database work, safe to run again: on SQLite a failed group re-runs it alone.
      await transact(async (trx) => {
        const writes = repositories(trx).collections;
        // The row first: it orders the learner's own saves at once (PostgreSQL row lock).
        await writes.upsert(ref, JSON.stringify(stored), Date.now());
        await writes.releaseClaims(ref);
        for (const claim of claims) {
          try {
            await writes.claim(ref, claim);
          } catch (error) {
            // Another learner claimed the value since the check above.
            if (!isUniqueViolation(error)) throw error;
            throw new AppError(ErrorCode.INPUT_ITEM_REPEATED, { field: claim.label });
          }
        }
      });
      return answerOf(session, paper);
    },
  };
};

export type ExamCollections = ReturnType<typeof examCollections>;
