import type { TPkChallenge, TPkQuiz, TPkSignal } from '@lectern/contracts/pk/pk';
import { PkSignalType } from '@lectern/contracts/pk/pk';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { serverNow } from '@/lib/server-clock';
import {
  pkKeys,
  useAnswerChallenge,
  useCancelChallenge,
  useCancelPk,
  useChallengePk,
  useJoinPk,
  usePkLobby,
  usePkOpponents,
  usePkQuizzes,
} from '../api/pk-api';
import { usePkSignals } from '../hooks/use-pk-signals';
import { pkMatchPath, PkPaths } from '../pk.feature';
import '../components/pk.css';

/** Seconds since `since`, ticking while shown. */
function useElapsedSeconds(since: number | null) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1_000));
}

function ChallengeDialog({ quiz, onClose }: { quiz: TPkQuiz | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const opponents = usePkOpponents(keyword, quiz !== null);
  const challenge = useChallengePk();
  return (
    <Modal
      open={quiz !== null}
      title={t('pk:challenge.title', { quiz: quiz?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('pk:challenge.search')}
        aria-label={t('pk:challenge.search')}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <List
        loading={opponents.isFetching}
        dataSource={opponents.data?.list ?? []}
        locale={{ emptyText: t('pk:challenge.nobody') }}
        renderItem={(opponent) => (
          <List.Item
            actions={[
              <Button
                key="challenge"
                type="primary"
                size="small"
                loading={
                  challenge.isPending && challenge.variables?.toUserCode === opponent.userCode
                }
                onClick={() =>
                  quiz &&
                  challenge.mutate(
                    { quizId: quiz.quizId, toUserCode: opponent.userCode },
                    { onSuccess: onClose },
                  )
                }
                aria-label={t('pk:challenge.sendTo', { name: opponent.name })}
              >
                {t('pk:challenge.send')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={opponent.name} description={opponent.userCode} />
          </List.Item>
        )}
      />
    </Modal>
  );
}

function QuizCard({
  quiz,
  waitingHere,
  busy,
  onJoin,
  onChallenge,
}: {
  quiz: TPkQuiz;
  waitingHere: boolean;
  busy: boolean;
  onJoin: () => void;
  onChallenge: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li>
      <Card size="small">
        <article aria-labelledby={titleId}>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 16, marginTop: 0 }}>
            <TenantText>{quiz.name}</TenantText>
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'questions',
                label: t('pk:quiz.questions'),
                children: t('pk:quiz.questionCount', { number: quiz.questionCount }),
              },
              {
                key: 'time',
                label: t('pk:quiz.time'),
                children: t('pk:quiz.secondsEach', { seconds: quiz.secondsPerQuestion }),
              },
              {
                key: 'credits',
                label: t('pk:quiz.credits'),
                children: t('pk:quiz.creditsOf', quiz.credits),
              },
            ]}
          />
          <div className="lectern-pk-card__actions">
            <Button type="primary" onClick={onJoin} loading={busy} disabled={waitingHere}>
              {t('pk:lobby.match')}
            </Button>
            <Button onClick={onChallenge}>{t('pk:lobby.challenge')}</Button>
          </div>
        </article>
      </Card>
    </li>
  );
}

function ChallengeList({
  title,
  challenges,
  incoming,
}: {
  title: string;
  challenges: TPkChallenge[];
  incoming: boolean;
}) {
  const { t } = useTranslation();
  const answer = useAnswerChallenge();
  const cancel = useCancelChallenge();
  const navigate = useNavigate();
  if (challenges.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <ul className="lectern-pk-list">
        {challenges.map((challenge) => (
          <li key={challenge.challengeId}>
            <Card size="small">
              <div className="lectern-pk-challenge">
                <span>
                  {incoming
                    ? t('pk:challenges.from', {
                        name: challenge.from.name,
                        quiz: challenge.quizName,
                      })
                    : t('pk:challenges.to', { name: challenge.to.name, quiz: challenge.quizName })}
                </span>
                <span className="lectern-pk-card__actions" style={{ marginTop: 0 }}>
                  {incoming ? (
                    <>
                      <Button
                        type="primary"
                        loading={answer.isPending}
                        onClick={() =>
                          answer.mutate(
                            { challengeId: challenge.challengeId, accept: true },
                            {
                              onSuccess: ({ matchId }) => {
                                if (matchId) void navigate(pkMatchPath(matchId));
                              },
                            },
                          )
                        }
                      >
                        {t('pk:challenges.accept')}
                      </Button>
                      <Button
                        onClick={() =>
                          answer.mutate({ challengeId: challenge.challengeId, accept: false })
                        }
                      >
                        {t('pk:challenges.decline')}
                      </Button>
                    </>
                  ) : (
                    <Button onClick={() => cancel.mutate(challenge.challengeId)}>
                      {t('pk:challenges.withdraw')}
                    </Button>
                  )}
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The PK lobby (docs/decisions/0059): the tenant's quizzes, matching with another waiting
 * learner, challenges sent and received. A match made goes straight to its screen.
 */
export function PkLobbyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quizzes = usePkQuizzes();
  const lobby = usePkLobby();
  const join = useJoinPk();
  const cancel = useCancelPk();
  const [challenging, setChallenging] = useState<TPkQuiz | null>(null);
  const waiting = lobby.data?.waiting ?? null;
  const activeMatchId = lobby.data?.activeMatchId ?? null;
  const elapsed = useElapsedSeconds(waiting?.since ?? null);

  useEffect(() => {
    if (activeMatchId) void navigate(pkMatchPath(activeMatchId));
  }, [activeMatchId, navigate]);

  const onSignal = useCallback(
    (signal: TPkSignal) => {
      if (signal.type === PkSignalType.MATCHED) {
        void navigate(pkMatchPath(signal.matchId));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: pkKeys.lobby() });
    },
    [navigate, queryClient],
  );
  usePkSignals(onSignal);

  if (quizzes.isPending || lobby.isPending) return <PageLoading />;
  const list = quizzes.data?.list ?? [];
  const waitingQuiz = list.find((quiz) => quiz.quizId === waiting?.quizId);

  return (
    <div className="lectern-page lectern-pk-lobby">
      <div className="lectern-pk-lobby__head">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('pk:lobby.title')}
        </Typography.Title>
        <Link to={PkPaths.HISTORY}>{t('pk:history.title')}</Link>
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('pk:lobby.intro')}
      </Typography.Paragraph>
      {waiting && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('pk:lobby.waiting', { quiz: waitingQuiz?.name ?? '' })}
          description={t('pk:lobby.waitingFor', { seconds: elapsed })}
          action={
            <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('pk:lobby.cancel')}
            </Button>
          }
        />
      )}
      <ChallengeList
        title={t('pk:challenges.incoming')}
        challenges={lobby.data?.incoming ?? []}
        incoming
      />
      <ChallengeList
        title={t('pk:challenges.outgoing')}
        challenges={lobby.data?.outgoing ?? []}
        incoming={false}
      />
      {list.length === 0 ? (
        <Empty description={t('pk:lobby.noQuiz')} />
      ) : (
        <ul className="lectern-pk-list" aria-label={t('pk:lobby.quizzes')}>
          {list.map((quiz) => (
            <QuizCard
              key={quiz.quizId}
              quiz={quiz}
              waitingHere={waiting?.quizId === quiz.quizId}
              busy={join.isPending && join.variables === quiz.quizId}
              onJoin={() =>
                join.mutate(quiz.quizId, {
                  onSuccess: ({ matchId }) => {
                    if (matchId) void navigate(pkMatchPath(matchId));
                  },
                })
              }
              onChallenge={() => setChallenging(quiz)}
            />
          ))}
        </ul>
      )}
      <ChallengeDialog quiz={challenging} onClose={() => setChallenging(null)} />
    </div>
  );
}
