import type { TAnswer } from '@lectern/contracts/questions/answer';
import {
  PkEndReason,
  PkMatchStatus,
  PkResult,
  type TPkMatch,
  type TPkPlayer,
  type TPkSignal,
} from '@lectern/contracts/pk/pk';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QuestionCard } from '@/components/questions/question-card';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { RealtimeState } from '@/lib/realtime';
import { serverNow } from '@/lib/server-clock';
import { pkKeys, useAnswerPk, usePkMatch } from '../api/pk-api';
import { usePkSignals } from '../hooks/use-pk-signals';
import { PkPaths } from '../pk.feature';
import '../components/pk.css';

/** The server's time, ticking every `everyMs` while `running`. */
function useServerNow(running: boolean, everyMs = 250) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}

function PlayerState({ player, total, now }: { player: TPkPlayer; total: number; now: number }) {
  const { t } = useTranslation();
  if (!player.connected) {
    return (
      <Tag color="warning">
        {t('pk:match.away', {
          seconds: Math.max(0, Math.floor((now - (player.awaySince ?? now)) / 1_000)),
        })}
      </Tag>
    );
  }
  if (player.answeredCount >= total) return <Tag color="success">{t('pk:match.done')}</Tag>;
  return (
    <Tag color="processing">
      {t('pk:match.answering', { answered: player.answeredCount, total })}
    </Tag>
  );
}

function Scoreboard({ match, now }: { match: TPkMatch; now: number }) {
  const { t } = useTranslation();
  const total = match.questions.length;
  const side = (player: TPkPlayer, mine: boolean) => (
    <section
      className="lectern-pk-player"
      aria-label={t(mine ? 'pk:match.me' : 'pk:match.opponent')}
      data-testid={mine ? 'pk-me' : 'pk-opponent'}
    >
      <span className="lectern-pk-player__name">
        {mine ? t('pk:match.you', { name: player.name }) : player.name}
      </span>
      <span
        className="lectern-pk-player__score"
        aria-label={t('pk:match.scoreOf', { name: player.name })}
      >
        {player.score}
      </span>
      {match.status === PkMatchStatus.ACTIVE && (
        <PlayerState player={player} total={total} now={now} />
      )}
    </section>
  );
  return (
    <Card size="small">
      <div className="lectern-pk-scoreboard">
        {side(match.me, true)}
        <span className="lectern-pk-versus" aria-hidden>
          VS
        </span>
        {side(match.opponent, false)}
      </div>
    </Card>
  );
}

function MatchResult({ match }: { match: TPkMatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = match.me.result ?? PkResult.LOSS;
  const status =
    result === PkResult.WIN ? 'success' : result === PkResult.DRAW ? 'info' : 'warning';
  const reason =
    match.endReason === PkEndReason.DISCONNECT
      ? t(
          match.me.result === PkResult.LOSS
            ? 'pk:result.reason.disconnectMe'
            : 'pk:result.reason.disconnectOpponent',
        )
      : match.endReason === PkEndReason.TIME_UP
        ? t('pk:result.reason.timeUp')
        : t('pk:result.reason.allAnswered');
  return (
    <Card className="lectern-pk-result">
      <Result
        status={status}
        title={t(`pk:result.${result}`)}
        subTitle={
          <>
            <div>
              {t('pk:result.score', {
                me: match.me.score,
                opponent: match.opponent.score,
                name: match.opponent.name,
              })}
            </div>
            <div>{reason}</div>
            <div>{t('pk:result.credits', { credits: match.me.credits ?? 0 })}</div>
          </>
        }
        extra={
          <div className="lectern-pk-result__actions">
            <Button type="primary" onClick={() => void navigate(PkPaths.LOBBY)}>
              {t('pk:result.again')}
            </Button>
            <Button onClick={() => void navigate(PkPaths.HISTORY)}>{t('pk:history.title')}</Button>
          </div>
        }
      />
    </Card>
  );
}

function MatchQuestions({ match, now }: { match: TPkMatch; now: number }) {
  const { t } = useTranslation();
  const answer = useAnswerPk();
  const [draft, setDraft] = useState<{ index: number; answer: TAnswer | null }>({
    index: -1,
    answer: null,
  });
  const answered = new Map(match.myAnswers.map((item) => [item.index, item]));
  const index = match.questions.findIndex((_, position) => !answered.has(position));
  const last = match.myAnswers.at(-1);
  if (now < match.startsAt) {
    return (
      <Card>
        <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }} role="status">
          {t('pk:match.startsIn', { seconds: Math.ceil((match.startsAt - now) / 1_000) })}
        </Typography.Title>
      </Card>
    );
  }
  const feedback = last && (
    <Alert
      type={last.correct ? 'success' : 'error'}
      showIcon
      role="status"
      title={t(last.correct ? 'pk:match.right' : 'pk:match.wrong', { number: last.index + 1 })}
    />
  );
  if (index < 0) {
    return (
      <>
        {feedback}
        <Card>
          <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }} role="status">
            {t('pk:match.waitingOpponent')}
          </Typography.Paragraph>
        </Card>
      </>
    );
  }
  const question = match.questions[index]!;
  const current = draft.index === index ? draft.answer : null;
  return (
    <>
      {feedback}
      <Typography.Text strong>
        {t('pk:match.questionNumber', { number: index + 1, total: match.questions.length })}
      </Typography.Text>
      <QuestionCard
        key={question.questionId}
        question={question}
        number={String(index + 1)}
        answer={current}
        onChange={(next) => setDraft({ index, answer: next })}
      >
        <div className="lectern-pk-card__actions">
          <Button
            type="primary"
            disabled={current === null}
            loading={answer.isPending}
            onClick={() =>
              current &&
              answer.mutate(
                { matchId: match.matchId, index, answer: current },
                { onSettled: () => setDraft({ index: -1, answer: null }) },
              )
            }
          >
            {t('pk:match.submit')}
          </Button>
        </div>
      </QuestionCard>
    </>
  );
}

/**
 * A PK match (docs/decisions/0059): both players' live scores and states, a countdown, the
 * questions one after another, and the result once the match has ended.
 */
export function PkMatchPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const matchId = query.get('matchId') ?? '';
  const queryClient = useQueryClient();
  const match = usePkMatch(matchId);
  const data = match.data;
  const running = data?.status === PkMatchStatus.ACTIVE;
  const now = useServerNow(running);

  const onSignal = useCallback(
    (signal: TPkSignal) => {
      if ('matchId' in signal && signal.matchId === matchId) {
        void queryClient.invalidateQueries({ queryKey: pkKeys.match(matchId) });
      }
    },
    [matchId, queryClient],
  );
  const { status } = usePkSignals(onSignal);

  // When the clock runs out, the server ends the match on the next read.
  const remainingMs = data ? data.endsAt - now : 0;
  const timeUp = running && remainingMs <= 0;
  useEffect(() => {
    if (!timeUp) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: pkKeys.match(matchId) }),
      500,
    );
    return () => clearTimeout(timer);
  }, [timeUp, matchId, queryClient]);

  if (!matchId) {
    return (
      <div className="lectern-pk-match">
        <Alert type="warning" showIcon title={t('pk:match.noMatch')} />
        <Link to={PkPaths.LOBBY}>{t('pk:match.backToLobby')}</Link>
      </div>
    );
  }
  if (match.isPending) return <PageLoading />;
  if (!data) {
    return (
      <div className="lectern-pk-match">
        <Alert type="error" showIcon title={t('pk:match.loadFailed')} />
        <Link to={PkPaths.LOBBY}>{t('pk:match.backToLobby')}</Link>
      </div>
    );
  }
  const total = data.endsAt - data.startsAt;
  const connectionLost =
    running &&
    status.state !== RealtimeState.CONNECTED &&
    status.state !== RealtimeState.RESTORED &&
    status.state !== RealtimeState.CONNECTING;
  return (
    <main className="lectern-pk-match">
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        <TenantText>{data.quizName}</TenantText>
      </Typography.Title>
      <Scoreboard match={data} now={now} />
      {connectionLost && (
        <Alert
          type="warning"
          showIcon
          title={t('pk:match.connectionLost', { seconds: Math.round(data.graceMs / 1_000) })}
        />
      )}
      {running && !data.opponent.connected && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('pk:match.opponentAway', {
            name: data.opponent.name,
            seconds: Math.max(
              0,
              Math.ceil(((data.opponent.awaySince ?? now) + data.graceMs - now) / 1_000),
            ),
          })}
        />
      )}
      {running ? (
        <>
          <div className="lectern-pk-timer">
            <span role="timer" aria-live="off">
              {t('pk:match.timeLeft', {
                seconds: Math.max(0, Math.ceil(Math.min(remainingMs, total) / 1_000)),
              })}
            </span>
            <Progress
              style={{ flex: 1, minWidth: 160, margin: 0 }}
              percent={Math.max(0, Math.min(100, (remainingMs / total) * 100))}
              showInfo={false}
              aria-label={t('pk:match.timeBar')}
            />
          </div>
          <MatchQuestions match={data} now={now} />
        </>
      ) : (
        <MatchResult match={data} />
      )}
    </main>
  );
}
