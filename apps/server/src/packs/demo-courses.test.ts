import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CoursewareKind } from '@lectern/contracts/courses/courses';
import { ZContentPack, PACK_ASSET_PREFIX } from '@lectern/contracts/packs/content-pack';
import { builtinDemoPackPath } from './demo-pack';

/**
 * The demo pack's courses (decision 0062) as files: the pack parses, every file and folder it
 * names is there, and the courses show each kind of courseware and each course rule.
 */

const packPath = builtinDemoPackPath();
const packDir = dirname(packPath);
const packText = readFileSync(packPath, 'utf8');
const pack = ZContentPack.parse(JSON.parse(packText));
const courseAssets = join(packDir, 'assets/courses');
/** The repository stays light: the courses' files together stay well under this. */
const COURSE_ASSETS_MAX_BYTES = 2 * 1024 * 1024;

const sizeOf = (path: string): number =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0)
    : statSync(path).size;

const course = (code: string) => {
  const found = pack.courses.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no course ${code} in the demo pack`);
  return found;
};

describe('the demo pack’s courses', () => {
  it('parse with the content-pack contract, on a tenant with the courses module', () => {
    const parsed = ZContentPack.safeParse(JSON.parse(packText));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(pack.tenant.edition).toBe('all-in-one');
    expect(pack.tenant.modules).toContain('courses');
  });

  it('name only files and folders that are in the pack', () => {
    const assets = [...packText.matchAll(/"asset:([^"]+)"|src=\\"asset:([^\\"]+)\\"/g)].map(
      ([, value, inHtml]) => value ?? inHtml ?? '',
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      expect(existsSync(join(packDir, asset)), `${PACK_ASSET_PREFIX}${asset}`).toBe(true);
    }
    for (const courseware of pack.courses.flatMap((each) => each.coursewares)) {
      if (courseware.folder === null) continue;
      const folder = join(packDir, courseware.folder);
      expect(statSync(folder).isDirectory(), courseware.folder).toBe(true);
      if (courseware.entry !== null) expect(existsSync(join(folder, courseware.entry))).toBe(true);
    }
  });

  it('keep their files small', () => {
    expect(sizeOf(courseAssets)).toBeLessThan(COURSE_ASSETS_MAX_BYTES);
  });

  it('stream the HLS courseware from segments beside its playlist', () => {
    const stream = course('onboarding-essentials').coursewares.find(
      (courseware) => courseware.folder !== null && courseware.kind === CoursewareKind.VIDEO,
    );
    const folder = join(packDir, stream?.folder ?? '');
    const playlist = readFileSync(join(folder, stream?.entry ?? ''), 'utf8').split('\n');
    const segments = playlist.filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(playlist[0]).toBe('#EXTM3U');
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) expect(existsSync(join(folder, segment)), segment).toBe(true);
  });

  it.each([
    ['office-safety-scorm12', '1.2', /adlcp:scormtype="sco"[^>]*href="([^"]+)"/],
    ['fire-quiz-scorm2004', '2004 4th Edition', /adlcp:scormType="sco"[^>]*href="([^"]+)"/],
  ])('ship the SCORM package %s, whose manifest launches a file of it', (code, version, sco) => {
    const scorm = course('office-safety-interactive').coursewares.find(
      (courseware) => courseware.code === code,
    );
    expect(scorm).toMatchObject({ kind: CoursewareKind.SCORM, entry: null });
    const folder = join(packDir, scorm?.folder ?? '');
    const manifest = readFileSync(join(folder, 'imsmanifest.xml'), 'utf8');
    expect(manifest).toContain(`<schemaversion>${version}</schemaversion>`);
    expect(sco.exec(manifest)?.[1]).toBe('index.html');
    for (const [, file] of manifest.matchAll(/<file href="([^"]+)"/g)) {
      expect(existsSync(join(folder, file ?? '')), file).toBe(true);
    }
  });

  it('show every kind of courseware and every course rule', () => {
    const kinds = new Set(pack.courses.flatMap((each) => each.coursewares.map(({ kind }) => kind)));
    expect([...kinds].sort()).toEqual(
      Object.values(CoursewareKind)
        .filter((kind) => kind !== CoursewareKind.DOCUMENT)
        .sort(),
    );
    expect(course('onboarding-essentials')).toMatchObject({ credit: 2, certificate: true });
    expect(course('onboarding-essentials').inOrder).toBe(false);
    const handbook = course('safety-handbook-reading');
    expect(handbook.inOrder).toBe(true);
    expect(handbook.coursewares[0]).toMatchObject({ kind: CoursewareKind.PDF, pageCount: 6 });
    expect(course('safety-awareness-final')).toMatchObject({
      firstSignature: true,
      completionSignature: true,
      finalExam: { paper: 'safety-awareness-final' },
    });
    expect(course('sales-fabe-premium').pointsPrice).toBe(50);
  });

  it('refer to classifications, questions and papers of the pack', () => {
    const classifications = new Set<string>();
    const visit = (nodes: typeof pack.courseClassifications) =>
      nodes.forEach((node) => {
        classifications.add(node.code);
        visit(node.children);
      });
    visit(pack.courseClassifications);
    const questions = new Set(
      pack.questionBanks.flatMap((bank) =>
        bank.questions.map(({ code }) => `${bank.code}/${code}`),
      ),
    );
    for (const each of pack.courses) {
      if (each.classifyCode !== null) expect(classifications).toContain(each.classifyCode);
      for (const quiz of each.coursewares.flatMap(({ quizzes }) => quizzes)) {
        expect(questions).toContain(`${quiz.bank}/${quiz.question}`);
      }
      if (each.finalExam === null) continue;
      const paper = pack.papers.find(({ code }) => code === each.finalExam?.paper);
      // Reachable from its course only: not in anyone's exam list.
      expect(paper).toMatchObject({ isPublic: false, invitees: [] });
    }
  });

  it('can be finished quickly: media and reading complete within half a minute', () => {
    for (const courseware of pack.courses.flatMap((each) => each.coursewares)) {
      expect(courseware.completeSeconds ?? 0, courseware.code).toBeLessThanOrEqual(30);
    }
  });
});
