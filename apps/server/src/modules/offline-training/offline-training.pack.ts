import type { TPackOfflineSession } from '@lectern/contracts/offline-training/offline-training-pack';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { offlineTrainingPackRepository } from './offline-training-pack.repository';

export type OfflineTrainingImportSummary = { offlineClasses: number };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A session's times from the import moment (decision 0066: relative to its first import). */
const sessionTimes = (session: TPackOfflineSession, now: number) => {
  const start = now + session.startsInMinutes * MINUTE_MS;
  const end = start + session.durationMinutes * MINUTE_MS;
  return {
    start_time: start,
    end_time: end,
    sign_in_start: start - session.signIn.opensBeforeMinutes * MINUTE_MS,
    sign_in_end: start + session.signIn.closesAfterMinutes * MINUTE_MS,
    sign_out_start: end - session.signOut.opensBeforeMinutes * MINUTE_MS,
    sign_out_end: end + session.signOut.closesAfterMinutes * MINUTE_MS,
  };
};

/**
 * The offline classes part of a content-pack import (issue 24, decision 0066): classes matched by
 * code with their learners and trainer, sessions and homework matched by code within the class.
 * Session times and deadlines are set at a session's or homework's first import, so a demo pack
 * works on the day it is imported and a second import changes nothing; what the pack no longer
 * lists is removed with its attendance and submissions.
 */
export const offlineTrainingPack: PackImporter<OfflineTrainingImportSummary> = {
  importPart: async ({ trx, pack, tenantId, now, memberIds }) => {
    const packs = offlineTrainingPackRepository(trx);
    const paperIds = await packs.paperIdsByCode(tenantId);
    const classes = await packs.classesByCode(tenantId);
    await packs.deleteClasses(tenantId, droppedIds(classes, pack.offlineClasses));
    for (const offlineClass of pack.offlineClasses) {
      const fields = {
        name: offlineClass.name,
        introduction: offlineClass.introduction,
        location: offlineClass.location,
        trainer_id:
          offlineClass.trainer === null ? null : (memberIds.get(offlineClass.trainer) ?? null),
        credit: offlineClass.credit,
        exam_paper_id:
          offlineClass.exam === null ? null : (paperIds.get(offlineClass.exam) ?? null),
        updated_at: now,
      };
      const existing = classes.get(offlineClass.code);
      const classId = existing?.id ?? newId();
      if (existing) await packs.updateClass(tenantId, classId, fields);
      else {
        await packs.insertClass({
          id: classId,
          tenant_id: tenantId,
          code: offlineClass.code,
          created_at: now,
          ...fields,
        });
      }
      await packs.replaceLearners(
        tenantId,
        classId,
        offlineClass.learners
          .map((userCode) => memberIds.get(userCode))
          .filter((id): id is string => id !== undefined),
      );

      const sessions = await packs.sessionsByCode(tenantId, classId);
      await packs.deleteSessions(tenantId, droppedIds(sessions, offlineClass.sessions));
      for (const [position, session] of offlineClass.sessions.entries()) {
        const sessionFields = {
          name: session.name,
          location: session.location,
          description: session.description,
          position,
        };
        const stored = sessions.get(session.code);
        if (stored) await packs.updateSession(tenantId, stored.id, sessionFields);
        else {
          await packs.insertSession({
            id: newId(),
            tenant_id: tenantId,
            class_id: classId,
            code: session.code,
            created_at: now,
            ...sessionFields,
            ...sessionTimes(session, now),
          });
        }
      }

      const homeworks = await packs.homeworksByCode(tenantId, classId);
      await packs.deleteHomeworks(tenantId, droppedIds(homeworks, offlineClass.homeworks));
      for (const [position, homework] of offlineClass.homeworks.entries()) {
        const homeworkFields = {
          title: homework.title,
          description: homework.description,
          full_score: homework.fullScore,
          pass_score: homework.passScore,
          position,
        };
        const stored = homeworks.get(homework.code);
        if (stored) await packs.updateHomework(tenantId, stored.id, homeworkFields);
        else {
          await packs.insertHomework({
            id: newId(),
            tenant_id: tenantId,
            class_id: classId,
            code: homework.code,
            created_at: now,
            end_time: homework.dueInDays === null ? null : now + homework.dueInDays * DAY_MS,
            ...homeworkFields,
          });
        }
      }
    }
    return { offlineClasses: pack.offlineClasses.length };
  },
};
