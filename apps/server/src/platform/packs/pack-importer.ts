import type { TLearningTaskKind } from '@lectern/contracts/common/enums';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { LearningTaskSource } from '../learning-tasks/learning-tasks';
import type { PasswordHasher } from '../security/passwords';
import type { Executor } from '../services/service-deps';
import type { Storage } from '../storage/storage';

/** What every feature's importer is handed inside the pack's one transaction. */
export type PackImportContext = {
  trx: Executor;
  pack: TContentPack;
  tenantId: string;
  now: number;
  /** An `asset:` path's stored file URL. */
  assetUrl: (path: string) => string;
  /**
   * The pack's userCodes and organisation codes to their ids. The members importer, which runs
   * before every importer that needs them, fills them in.
   */
  memberIds: Map<string, string>;
  organisationIds: Map<string, string>;
  /** The pack's question banks, filled in by the questions importer, which runs before exams'. */
  questionBanks: ImportedQuestionBanks;
  /**
   * Each kind's learning-task source on the import's transaction: structured learning finds the
   * courses, papers and practice tasks a pack names by code without reading their tables.
   */
  learningTasks: Partial<Record<TLearningTaskKind, LearningTaskSource>>;
};

/** The question banks a pack import wrote: their ids by code, and what of them changed. */
export type ImportedQuestionBanks = {
  bankIds: Map<string, string>;
  /** Bank code → question code → question id. */
  questionIds: Map<string, Map<string, string>>;
  /** Questions written or removed, and the banks they were in: what is made of them changed too. */
  changedQuestionIds: Set<string>;
  changedBankCodes: Set<string>;
};

/** What an importer may need before the transaction opens. */
export type PackImportTools = {
  passwords: PasswordHasher;
  /** Where files go, and the pack's folder, for importers that copy whole folders (SCORM). */
  storage: Storage;
  packDir: string;
};

/**
 * A feature's part of a content-pack import (ARCHITECTURE.md, content packs). It writes only its
 * own tables, through its own repository; packs/import-pack.ts calls every feature's in order.
 */
export type PackImporter<Summary extends object, Prepared = undefined> = {
  /** The parts of the pack that may hold `asset:` references, collected before the import. */
  assetSources?: (pack: TContentPack) => unknown;
  /**
   * Slow work kept out of the transaction (hashing passwords); its result reaches `importPart`.
   * It runs once per import, before the transaction opens.
   */
  prepare?: (pack: TContentPack, tools: PackImportTools) => Promise<Prepared>;
  // Methods, so that the registry holds importers whatever they prepare.
  /** Undoes what `prepare` left outside the database (stored files) when the import fails. */
  discard?(prepared: Prepared, tools: PackImportTools): Promise<void>;
  importPart(context: PackImportContext, prepared: Prepared): Promise<Summary>;
};
