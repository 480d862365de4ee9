import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TLearningTaskKind } from '@lectern/contracts/common/enums';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestOrganisation, TestTenant } from './factories';

const shortCode = () => randomBytes(4).toString('hex');

export type TestMapStage = {
  name?: string;
  afterPrevious?: boolean;
  opensAt?: number | null;
  minPreviousExamScore?: number | null;
  tasks: { kind: TLearningTaskKind; refId: string }[];
};

export type TestMap = { id: string; name: string; stageIds: string[] };

/** A learning map with its stages and tasks, written as a pack import would. */
export const createLearningMap = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    name?: string;
    credit?: number;
    classificationId?: string | null;
    organisations?: TestOrganisation[];
    memberIds?: string[];
    position?: number;
    stages: TestMapStage[];
  },
): Promise<TestMap> => {
  const id = newId();
  const name = fields.name ?? `Map ${shortCode()}`;
  const organisations = fields.organisations ?? [];
  const memberIds = fields.memberIds ?? [];
  const now = Date.now();
  await db
    .insertInto('learning_maps')
    .values({
      id,
      tenant_id: tenant.id,
      code: `map-${shortCode()}`,
      name,
      classification_id: fields.classificationId ?? null,
      cover_url: null,
      introduction: `<p>About ${name}</p>`,
      credit: fields.credit ?? 0,
      whole_tenant: organisations.length === 0 && memberIds.length === 0 ? 1 : 0,
      position: fields.position ?? 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const organisation of organisations) {
    await db
      .insertInto('learning_map_organisations')
      .values({ tenant_id: tenant.id, map_id: id, organisation_id: organisation.id })
      .execute();
  }
  for (const memberId of memberIds) {
    await db
      .insertInto('learning_map_members')
      .values({ tenant_id: tenant.id, map_id: id, member_id: memberId })
      .execute();
  }
  const stageIds: string[] = [];
  for (const [position, stage] of fields.stages.entries()) {
    const stageId = newId();
    stageIds.push(stageId);
    await db
      .insertInto('learning_map_stages')
      .values({
        id: stageId,
        tenant_id: tenant.id,
        map_id: id,
        position,
        name: stage.name ?? `Stage ${position + 1}`,
        description: '',
        after_previous: stage.afterPrevious ? 1 : 0,
        opens_at: stage.opensAt ?? null,
        min_previous_exam_score: stage.minPreviousExamScore ?? null,
      })
      .execute();
    for (const [taskPosition, task] of stage.tasks.entries()) {
      await db
        .insertInto('learning_map_tasks')
        .values({
          id: newId(),
          tenant_id: tenant.id,
          map_id: id,
          stage_id: stageId,
          position: taskPosition,
          kind: task.kind,
          ref_id: task.refId,
        })
        .execute();
    }
  }
  return { id, name, stageIds };
};

/** A learning-map classification. */
export const createLearningMapClassification = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { code?: string; name?: string; parent?: { id: string; path: string } } = {},
) => {
  const id = newId();
  const code = fields.code ?? `mapc-${shortCode()}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Classification ${code}`;
  await db
    .insertInto('learning_map_classifications')
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
