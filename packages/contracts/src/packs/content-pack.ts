import { z } from 'zod';
import { ZPackCertificateTemplate } from '../certificates/certificates-pack';
import { customInfoIssues, ZPackCustomInfo } from '../custom-info/custom-info-pack';
import { ZPackPaper } from '../exams/exam-pack';
import { examContentIssues } from '../exams/exam-pack-checks';
import { ZPackMember } from '../members/member-pack';
import { ZPackInmailMessage } from '../messages/inmail-pack';
import { ZPackNewsItem } from '../news/news-pack';
import { ZPackNotice } from '../notices/notice-pack';
import { broadcastContentIssues } from './broadcast-pack-checks';
import { ZPackTenant } from '../tenants/tenant-pack';
import { ZPackQuestionBank } from '../questions/question-pack';
import { ZPackPracticeTask } from '../practice/practice-pack';
import { practiceContentIssues } from '../practice/practice-pack-checks';
import { ZPackPkQuiz } from '../pk/pk-pack';
import { pkContentIssues } from '../pk/pk-pack-checks';
import { ZPackDailyPractice } from '../daily-practice/daily-practice-pack';
import { dailyPracticeContentIssues } from '../daily-practice/daily-practice-pack-checks';
import { ZPackCheckInPlan } from '../check-in/check-in-pack';
import { checkInContentIssues } from '../check-in/check-in-pack-checks';
import { ZPackCourse } from '../courses/course-pack';
import { courseContentIssues } from '../courses/course-pack-checks';
import { ZPackTrainingProgramme } from '../new-employee-training/new-employee-training-pack';
import { newEmployeeTrainingIssues } from '../new-employee-training/new-employee-training-pack-checks';
import { ZPackLearningWeek } from '../learning-reports/learning-reports-pack';
import {
  offlineTrainingIssues,
  ZPackOfflineClass,
} from '../offline-training/offline-training-pack';
import {
  learningMapContentIssues,
  ZPackDevelopmentPath,
  ZPackLearningMap,
} from '../learning-maps/learning-map-pack';

/**
 * A content pack describes one tenant, its organisation tree and its members (ARCHITECTURE.md,
 * content packs). Later features add their content types here. Importing a pack is idempotent.
 */
export const CONTENT_PACK_VERSION = 1;

/**
 * A file reference inside a pack: `asset:<path relative to the pack file>`. On import the file is
 * stored as a public upload of the tenant and the reference becomes its site-relative URL.
 */
export const PACK_ASSET_PREFIX = 'asset:';

/** An organisation node (spec §3 classification tree); `code` is unique within the tenant. */
export type TPackOrganisation = {
  code: string;
  name: string;
  isAble: boolean;
  /** Most members the organisation may hold (303103); none when absent. */
  headcountLimit?: number | undefined;
  children: TPackOrganisation[];
};
type TPackOrganisationInput = {
  code: string;
  name: string;
  isAble?: boolean;
  headcountLimit?: number | undefined;
  children?: TPackOrganisationInput[];
};

export const ZPackOrganisation: z.ZodType<TPackOrganisation, TPackOrganisationInput> = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[^/]+$/, 'an organisation code cannot contain "/"'),
  name: z.string().min(1).max(128),
  isAble: z.boolean().default(true),
  headcountLimit: z.number().int().positive().optional(),
  get children() {
    return z.array(ZPackOrganisation).default([]);
  },
});

export const ZContentPack = z
  .object({
    version: z.literal(CONTENT_PACK_VERSION),
    tenant: ZPackTenant,
    organisations: z.array(ZPackOrganisation).default([]),
    members: z.array(ZPackMember).default([]),
    /** Paper classification tree (spec §3), shown under 'My classification'. */
    examClassifications: z.array(ZPackOrganisation).default([]),
    questionBanks: z.array(ZPackQuestionBank).default([]),
    papers: z.array(ZPackPaper).default([]),
    /** Question-bank classification tree (spec §3), shown under 'My classification'. */
    practiceClassifications: z.array(ZPackOrganisation).default([]),
    practiceTasks: z.array(ZPackPracticeTask).default([]),
    /** PK quizzes drawing on practice tasks' questions (spec §1 PK quizzes). */
    pkQuizzes: z.array(ZPackPkQuiz).default([]),
    /** Daily practices (spec §2 /exam/daily-exercise), drawing from the question banks. */
    dailyPractices: z.array(ZPackDailyPractice).default([]),
    /** Check-in plans (spec §2 /clock), their answer tasks drawing on the question banks. */
    checkInPlans: z.array(ZPackCheckInPlan).default([]),
    /** Course classification tree (spec §3), shown under 'My classification'. */
    courseClassifications: z.array(ZPackOrganisation).default([]),
    /** Courses and their courseware (spec §1 Courses; decision 0062). */
    courses: z.array(ZPackCourse).default([]),
    /** Offline training classes with sessions, homework and an exam (docs/decisions/0066). */
    offlineClasses: z.array(ZPackOfflineClass).default([]),
    /** In-mail messages to listed members (spec §2 /myinmailmessage). */
    inmailMessages: z.array(ZPackInmailMessage).default([]),
    notices: z.array(ZPackNotice).default([]),
    news: z.array(ZPackNewsItem).default([]),
    /** The supplementary info (spec §2); null: the tenant has not set it up (300208). */
    customInfo: ZPackCustomInfo.nullable().default(null),
    /** The tenant's certificate template (spec §1 certificates); null: the default one. */
    certificateTemplate: ZPackCertificateTemplate.nullable().default(null),
    /** New-employee training (spec §2 /new-employ-train): its classifications and programmes. */
    newEmployeeTraining: z
      .object({
        classifications: z.array(ZPackOrganisation).default([]),
        programmes: z.array(ZPackTrainingProgramme).default([]),
      })
      .default({ classifications: [], programmes: [] }),
    /** Past weeks of members' learning, stored as their weekly reports (docs/decisions/0068). */
    learningWeeks: z.array(ZPackLearningWeek).default([]),
    /** Learning maps and development paths (spec §2 /learn-map, /devlop-map; decision 0069). */
    learningMaps: z
      .object({
        classifications: z.array(ZPackOrganisation).default([]),
        maps: z.array(ZPackLearningMap).default([]),
        developmentPaths: z.array(ZPackDevelopmentPath).default([]),
      })
      .default({ classifications: [], maps: [], developmentPaths: [] }),
  })
  .superRefine((pack, context) => {
    const codes = new Set<string>();
    const visit = (nodes: TPackOrganisation[]) => {
      for (const node of nodes) {
        if (codes.has(node.code)) {
          context.addIssue({ code: 'custom', message: `duplicate organisation code ${node.code}` });
        }
        codes.add(node.code);
        visit(node.children);
      }
    };
    visit(pack.organisations);
    const userCodes = new Set<string>();
    const phones = new Set<string>();
    pack.members.forEach((member, index) => {
      if (member.phone !== null && phones.has(member.phone)) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'phone'],
          message: `duplicate phone ${member.phone}`,
        });
      }
      if (member.phone !== null) phones.add(member.phone);
      if (userCodes.has(member.userCode)) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'userCode'],
          message: `duplicate userCode ${member.userCode}`,
        });
      }
      userCodes.add(member.userCode);
      member.organisations.forEach((code, position) => {
        if (!codes.has(code)) {
          context.addIssue({
            code: 'custom',
            path: ['members', index, 'organisations', position],
            message: `unknown organisation code ${code}`,
          });
        }
      });
    });
    pack.members.forEach((member, index) => {
      if (member.mentor === null) return;
      if (!userCodes.has(member.mentor) || member.mentor === member.userCode) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'mentor'],
          message: `unknown mentor ${member.mentor}`,
        });
      }
    });
    const examIssues = examContentIssues({
      examClassifications: pack.examClassifications,
      questionBanks: pack.questionBanks,
      papers: pack.papers,
      memberCodes: userCodes,
    });
    for (const { path, message } of examIssues) context.addIssue({ code: 'custom', path, message });
    const practiceIssues = practiceContentIssues({
      practiceClassifications: pack.practiceClassifications,
      questionBanks: pack.questionBanks,
      practiceTasks: pack.practiceTasks,
    });
    for (const { path, message } of practiceIssues) {
      context.addIssue({ code: 'custom', path, message });
    }
    const pkIssues = pkContentIssues({
      pkQuizzes: pack.pkQuizzes,
      practiceTasks: pack.practiceTasks,
      questionBanks: pack.questionBanks,
    });
    for (const { path, message } of pkIssues) context.addIssue({ code: 'custom', path, message });
    const dailyIssues = dailyPracticeContentIssues({
      questionBanks: pack.questionBanks,
      dailyPractices: pack.dailyPractices,
    });
    for (const { path, message } of dailyIssues)
      context.addIssue({ code: 'custom', path, message });
    const checkInIssues = checkInContentIssues({
      questionBanks: pack.questionBanks,
      checkInPlans: pack.checkInPlans,
    });
    for (const { path, message } of checkInIssues) {
      context.addIssue({ code: 'custom', path, message });
    }
    const courseIssues = courseContentIssues({
      courseClassifications: pack.courseClassifications,
      questionBanks: pack.questionBanks,
      paperCodes: new Set(pack.papers.map((paper) => paper.code)),
      courses: pack.courses,
    });
    for (const { path, message } of courseIssues) {
      context.addIssue({ code: 'custom', path, message });
    }
    const offlineIssues = offlineTrainingIssues(
      pack.offlineClasses,
      userCodes,
      new Set(pack.papers.map((paper) => paper.code)),
    );
    for (const { path, message } of offlineIssues) {
      context.addIssue({ code: 'custom', path: ['offlineClasses', ...path], message });
    }
    const broadcastIssues = broadcastContentIssues({
      inmailMessages: pack.inmailMessages,
      notices: pack.notices,
      news: pack.news,
      memberCodes: userCodes,
      organisationCodes: codes,
    });
    for (const { path, message } of broadcastIssues) {
      context.addIssue({ code: 'custom', path, message });
    }
    const trainingIssues = newEmployeeTrainingIssues({
      classifications: pack.newEmployeeTraining.classifications,
      programmes: pack.newEmployeeTraining.programmes,
      memberCodes: userCodes,
      papers: pack.papers,
      courseCodes: new Set(pack.courses.map((course) => course.code)),
      practiceTaskCodes: new Set(pack.practiceTasks.map((task) => task.code)),
    });
    for (const { path, message } of trainingIssues) {
      context.addIssue({ code: 'custom', path, message });
    }
    const customIssues = customInfoIssues({
      customInfo: pack.customInfo,
      organisations: pack.organisations,
      members: pack.members,
    });
    for (const { path, message } of customIssues)
      context.addIssue({ code: 'custom', path, message });
    const weeks = new Set<string>();
    pack.learningWeeks.forEach((week, index) => {
      if (!userCodes.has(week.member)) {
        context.addIssue({
          code: 'custom',
          path: ['learningWeeks', index, 'member'],
          message: `unknown member ${week.member}`,
        });
      }
      const key = `${week.member}/${week.weeksAgo}`;
      if (weeks.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['learningWeeks', index, 'weeksAgo'],
          message: `duplicate week ${week.weeksAgo} of ${week.member}`,
        });
      }
      weeks.add(key);
    });
    const mapClassifyCodes = new Set<string>();
    const visitMapClassifications = (nodes: TPackOrganisation[]) => {
      for (const node of nodes) {
        mapClassifyCodes.add(node.code);
        visitMapClassifications(node.children);
      }
    };
    visitMapClassifications(pack.learningMaps.classifications);
    const mapIssues = learningMapContentIssues(
      pack.learningMaps.maps,
      pack.learningMaps.developmentPaths,
      {
        classifyCodes: mapClassifyCodes,
        memberCodes: userCodes,
        organisationCodes: codes,
        taskCodes: {
          course: new Set(pack.courses.map((course) => course.code)),
          paper: new Set(pack.papers.map((paper) => paper.code)),
          practice: new Set(pack.practiceTasks.map((task) => task.code)),
        },
      },
    );
    for (const { path, message } of mapIssues) context.addIssue({ code: 'custom', path, message });
  });
export type TContentPack = z.infer<typeof ZContentPack>;
export type TContentPackInput = z.input<typeof ZContentPack>;
