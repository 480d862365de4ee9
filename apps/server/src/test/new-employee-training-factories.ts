import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TLearningTaskKind } from '@lectern/contracts/common/enums';
import {
  TrainingExamOpens,
  type TTrainingExamOpens,
} from '@lectern/contracts/new-employee-training/new-employee-training';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestMember, TestTenant } from './factories';

export type TestTrainingClassification = { id: string; code: string; path: string; name: string };
export type TestProgramme = { id: string; name: string; tenant: TestTenant };

const DAY_MS = 24 * 60 * 60 * 1000;
const shortCode = () => randomBytes(4).toString('hex');

export const createTrainingClassification = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { name?: string; parent?: TestTrainingClassification } = {},
): Promise<TestTrainingClassification> => {
  const id = newId();
  const code = `tc-${shortCode()}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Classification ${code}`;
  await db
    .insertInto('new_employee_classifications')
    .values({
      id,
      tenant_id: tenant.id,
      parent_id: fields.parent?.id ?? null,
      classify_code: code,
      classify_path: path,
      name,
      is_able: 1,
      sort: 0,
      created_at: Date.now(),
    })
    .execute();
  return { id, code, path, name };
};

/** A programme with its tasks (a kind, the id its feature gives it and a deadline in days). */
export const createProgramme = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    name?: string;
    classification?: TestTrainingClassification;
    tasks?: { kind: TLearningTaskKind; refId: string; withinDays?: number | null }[];
    examPaperId?: string | null;
    examOpens?: TTrainingExamOpens;
  } = {},
): Promise<TestProgramme> => {
  const id = newId();
  const name = fields.name ?? `Programme ${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('new_employee_programmes')
    .values({
      id,
      tenant_id: tenant.id,
      code: `programme-${shortCode()}`,
      name,
      classification_id: fields.classification?.id ?? null,
      cover_url: null,
      introduction: '<p>Welcome</p>',
      exam_paper_id: fields.examPaperId ?? null,
      exam_opens: fields.examOpens ?? TrainingExamOpens.AFTER_TASKS,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [position, task] of (fields.tasks ?? []).entries()) {
    await db
      .insertInto('new_employee_tasks')
      .values({
        id: newId(),
        tenant_id: tenant.id,
        programme_id: id,
        position,
        kind: task.kind,
        ref_id: task.refId,
        within_days: task.withinDays ?? null,
      })
      .execute();
  }
  return { id, name, tenant };
};

/** Puts the member on the programme's list, invited `daysAgo` days ago. */
export const inviteToProgramme = (
  db: Kysely<Database>,
  programme: TestProgramme,
  member: TestMember,
  daysAgo = 0,
) =>
  db
    .insertInto('new_employee_invitees')
    .values({
      tenant_id: programme.tenant.id,
      programme_id: programme.id,
      member_id: member.id,
      invite_create_time: Date.now(),
      invite_time: Date.now() - daysAgo * DAY_MS,
    })
    .execute();
