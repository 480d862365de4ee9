import { describe, expect, it } from 'vitest';
import {
  deputyUidOf,
  monitorMessageOf,
  monitorTargetOf,
  ZExamNotification,
  ZRealtimeOutgoing,
  ZRealtimeUid,
} from './realtime';

describe('spec §7 routing of monitor messages by t and es', () => {
  it.each([
    [{ t: 1, es: 1 }, 'devicePreview'],
    [{ t: 1, es: 2 }, 'previewAndExam'],
    [{ t: 2 }, 'exam'],
    [{ t: 2, es: 1 }, 'exam'],
    [{ t: 1 }, null],
  ] as const)('%j goes to %s', (content, target) => {
    expect(monitorTargetOf(content)).toBe(target);
  });
});

describe('realtime addresses and messages', () => {
  it("names the phone camera's uid after its member", () => {
    expect(deputyUidOf('abc_D-1')).toBe('abc_D-1-deputy');
    expect(ZRealtimeUid.safeParse(deputyUidOf('abc_D-1')).success).toBe(true);
  });

  it.each(['', '../x', 'a b', 'x'.repeat(129)])('refuses the uid %j', (uid) => {
    expect(ZRealtimeUid.safeParse(uid).success).toBe(false);
  });

  it('takes a message of spec §7 and refuses an oversized content', () => {
    const message = { toUid: 'u1', content: '{"t":2}', eventType: 2, messagePath: 'monitor' };
    expect(ZRealtimeOutgoing.parse(message)).toEqual(message);
    expect(ZRealtimeOutgoing.safeParse({ ...message, content: 'x'.repeat(65_537) }).success).toBe(
      false,
    );
  });

  it('reads each notification of /ws, and no other', () => {
    expect(
      ZExamNotification.parse({ type: 'timeExtended', answerSheetId: 's1', endTime: 5 }),
    ).toEqual({ type: 'timeExtended', answerSheetId: 's1', endTime: 5 });
    expect(ZExamNotification.safeParse({ type: 'timeExtended', answerSheetId: 's1' }).success).toBe(
      false,
    );
    expect(ZExamNotification.safeParse({ type: 'unknown' }).success).toBe(false);
  });
});

describe('incoming monitor messages', () => {
  const frame = (content: string, messagePath = 'monitor') => ({
    uid: 'u1-deputy',
    toUid: 'u1',
    content,
    eventType: 2,
    messagePath,
  });

  it('answers the message with its parsed content', () => {
    expect(monitorMessageOf(frame('{"t":1,"es":2,"kind":"offer"}'))).toEqual({
      message: frame('{"t":1,"es":2,"kind":"offer"}'),
      content: { t: 1, es: 2, kind: 'offer' },
    });
  });

  it.each([
    ['another path', frame('{"t":1}', 'clientRace')],
    ['content that is not JSON', frame('not json')],
    ['content without t', frame('{"es":2}')],
    ['no message at all', { toUid: 'u1' }],
  ])('answers null for %s', (_name, raw) => {
    expect(monitorMessageOf(raw)).toBeNull();
  });
});
