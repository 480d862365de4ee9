import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A tenant of its own for the face-service result (spec §2 /exam/preview/face-service) and the
 * face capture of a course (spec §4): the demo pack's learners have no ID photo. Two learners
 * whose ID photos are set by the pack, made by
 * ffmpeg from @vladmandic/face-api's MIT demo photos (metadata stripped): `same` shows the woman
 * the one-face camera shows (sample6), `other` someone else (sample3's face).
 */
export const FACE_TENANT = {
  factoryCode: '100300',
  sysName: '人脸比对测试中心',
  paper: '人脸比对监考测验',
  course: '人脸采集学习课',
  same: { account: 'face-same', password: 'face1234' },
  other: { account: 'face-other', password: 'face1234' },
  // The same two faces for the course's spec, which another worker may run beside the exam's:
  // a login there would revoke this one's session.
  courseSame: { account: 'face-course-same', password: 'face1234' },
  courseOther: { account: 'face-course-other', password: 'face1234' },
} as const;

const demo = () =>
  join(
    dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
    'demo',
  );

const ID_PHOTOS = {
  'id-same.jpg': { input: 'sample6.jpg', crop: 'crop=360:480:580:200' },
  'id-other.jpg': { input: 'sample3.jpg', crop: 'crop=360:480:1490:160' },
} as const;

const pack = {
  version: 1,
  tenant: {
    factoryCode: FACE_TENANT.factoryCode,
    sysName: FACE_TENANT.sysName,
    edition: 'all-in-one',
    modules: ['exams', 'courses'],
  },
  organisations: [{ code: 'hq', name: '总部' }],
  members: [
    ...[FACE_TENANT.same, FACE_TENANT.courseSame].map((learner) => ({
      userCode: learner.account,
      nickName: '比对本人',
      password: learner.password,
      organisations: ['hq'],
      idPhoto: 'asset:assets/id-same.jpg',
    })),
    ...[FACE_TENANT.other, FACE_TENANT.courseOther].map((learner) => ({
      userCode: learner.account,
      nickName: '比对他人',
      password: learner.password,
      organisations: ['hq'],
      idPhoto: 'asset:assets/id-other.jpg',
    })),
  ],
  questionBanks: [
    {
      code: 'face-bank',
      name: '比对题库',
      questions: [
        {
          code: 'phishing',
          content: '<p>收到自称“IT 部门”的邮件要求点击链接重置密码，应该怎么做？</p>',
          options: [
            { key: 'A', content: '立即点击链接' },
            { key: 'B', content: '通过官方渠道核实' },
          ],
          key: { questionType: 1, choice: 'B' },
        },
      ],
    },
  ],
  papers: [
    {
      code: 'face-paper',
      name: FACE_TENANT.paper,
      duration: 15,
      passScore: 60,
      proctoring: { camera: true, faceCheckSeconds: 3, compareIdPhoto: true },
      questions: [{ bankCode: 'face-bank', questionCode: 'phishing', score: 100 }],
    },
  ],
  // A course that compares the learner's face with the ID photo before learning (spec §4).
  courses: [
    {
      code: 'face-course',
      name: FACE_TENANT.course,
      faceCapture: true,
      coursewares: [
        {
          code: 'face-rules',
          name: '考勤制度',
          kind: 'richText',
          html: '<p>上班请按时打卡，迟到需说明原因。</p>',
          completeSeconds: 10,
        },
      ],
    },
  ],
};

/** Writes the tenant's pack and its ID photos under `folder`; answers the pack's path. */
export function writeFaceTenantPack(folder: string): string {
  const assets = join(folder, 'assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, { input, crop }] of Object.entries(ID_PHOTOS)) {
    const file = join(assets, name);
    if (existsSync(file)) continue;
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      join(demo(), input),
      '-vf',
      `${crop},scale=240:320`,
      '-map_metadata',
      '-1',
      '-frames:v',
      '1',
      file,
    ]);
  }
  const packFile = join(folder, 'pack.json');
  writeFileSync(packFile, JSON.stringify(pack));
  return packFile;
}
