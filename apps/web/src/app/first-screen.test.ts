import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPrevLoginInfo } from '@lectern/contracts/custom-info/get-prev-login-info';
import { getMemberInfo } from '@lectern/contracts/members/get-member-info';
import { getFactoryInfo } from '@lectern/contracts/tenants/get-factory-info';
import { getUserVer } from '@lectern/contracts/tenants/get-user-ver';
import { startEarlyRead } from '@/lib/early-read';
import { Paths, ROUTER_BASENAME } from '@/lib/paths';
import { memberToken, storedFactoryCode } from '@/lib/storage';
import { EarlyReadPath, startFirstScreen } from './first-screen';
import {
  layoutModules,
  memberScreenModules,
  openPageModules,
  shellPageModules,
} from './route-modules';
import { ANSWER_SHEET_READ_PATH, ExamPaths } from '@/features/exams/exams.feature';

vi.mock('@/lib/early-read', () => ({ startEarlyRead: vi.fn() }));
vi.mock('./route-modules', async () => {
  const { Paths: paths } = await import('@/lib/paths');
  const { ExamPaths: examPaths, examsFeature } = await import('@/features/exams/exams.feature');
  const loader = () => vi.fn(() => Promise.resolve({}));
  const answering = examsFeature.pages.find((page) => page.path === examPaths.EXAM_IN_PROGRESS);
  return {
    layoutModules: { root: loader(), shell: loader(), memberCheck: loader() },
    shellPageModules: { [paths.HOME]: loader(), [examPaths.EXAM_LIST]: loader() },
    memberScreenModules: {
      [examPaths.EXAM_IN_PROGRESS]: loader(),
      [examPaths.EXAM_PREVIEW]: loader(),
    },
    openPageModules: { [paths.LOGIN]: loader(), [paths.REGISTER]: loader() },
    pageReads: { [examPaths.EXAM_IN_PROGRESS]: answering?.startReads },
  };
});

/** Opens a route (`/login?…`) under the page base, as the browser's address gives it. */
const open = (route: string) => {
  const url = new URL(
    `${ROUTER_BASENAME === '/' ? '' : ROUTER_BASENAME}${route}`,
    'http://lectern.test',
  );
  startFirstScreen({ pathname: url.pathname, search: url.search });
};
const reads = () => vi.mocked(startEarlyRead).mock.calls;
const loaded = (loader: unknown) => vi.mocked(loader as () => Promise<unknown>).mock.calls.length;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the first screen starts its reads and code from the entry (docs/decisions/0034)', () => {
  it('names the contracts’ paths', () => {
    expect(EarlyReadPath).toEqual({
      FACTORY_INFO: getFactoryInfo.path,
      USER_VERSION: getUserVer.path,
      MEMBER_INFO: getMemberInfo.path,
      SUPPLEMENTARY_CHECK: getPrevLoginInfo.path,
    });
  });

  it('login: the tenant of the address and the login page, no member read', () => {
    open('/login?factoryCode=%20100100%20');
    expect(reads()).toEqual([
      [EarlyReadPath.FACTORY_INFO, { factoryCode: '100100' }],
      [EarlyReadPath.USER_VERSION, { factoryCode: '100100' }],
    ]);
    expect(loaded(openPageModules[Paths.LOGIN])).toBe(1);
    expect(loaded(layoutModules.memberCheck)).toBe(0);
  });

  it('the exam screen of a signed-in learner: tenant, sheet and member check, with its code', () => {
    memberToken.set('token-1');
    storedFactoryCode.set('100100');
    open(`${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=sheet-1`);
    expect(reads()).toEqual([
      [EarlyReadPath.FACTORY_INFO, { factoryCode: '100100' }],
      [EarlyReadPath.USER_VERSION, { factoryCode: '100100' }],
      [ANSWER_SHEET_READ_PATH, { answerSheetId: 'sheet-1' }],
      [EarlyReadPath.SUPPLEMENTARY_CHECK, {}],
      [EarlyReadPath.MEMBER_INFO, {}],
    ]);
    expect(loaded(memberScreenModules[ExamPaths.EXAM_IN_PROGRESS])).toBe(1);
    expect(loaded(layoutModules.memberCheck)).toBe(1);
    expect(loaded(openPageModules[Paths.LOGIN])).toBe(0);
  });

  it('a page in the shell loads the shell with it', () => {
    memberToken.set('token-1');
    open(`${Paths.HOME}`);
    expect(reads()).toEqual([
      [EarlyReadPath.SUPPLEMENTARY_CHECK, {}],
      [EarlyReadPath.MEMBER_INFO, {}],
    ]);
    expect(loaded(layoutModules.shell)).toBe(1);
    expect(loaded(shellPageModules[Paths.HOME])).toBe(1);
  });

  it('a member page without a session loads the login page it will be sent to', () => {
    open(`${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=sheet-1`);
    expect(reads()).toEqual([]);
    expect(loaded(memberScreenModules[ExamPaths.EXAM_IN_PROGRESS])).toBe(0);
    expect(loaded(openPageModules[Paths.LOGIN])).toBe(1);
  });

  it('an auth_key signs in as someone else first: the page loads, no member read is started', () => {
    memberToken.set('old-token');
    open(`${ExamPaths.EXAM_LIST}?auth_key=new-token`);
    expect(reads()).toEqual([]);
    expect(loaded(shellPageModules[ExamPaths.EXAM_LIST])).toBe(1);
  });

  it('the root and unknown paths load the login page they go to', () => {
    open('/');
    open('/no/such/page');
    expect(loaded(openPageModules[Paths.LOGIN])).toBe(2);
  });
});
