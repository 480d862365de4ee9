import type { TCheckInTaskOutline } from '@lectern/contracts/check-in/check-in';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';

/** The days' tasks of a plan, in turn: what each day asks, not its content. */
export function DayTasks({ days }: { days: TCheckInTaskOutline[][] }) {
  const { t } = useTranslation();
  return (
    <ol className="lectern-clock-days">
      {days.map((tasks, index) => (
        <li key={index}>
          <strong>
            {days.length === 1
              ? t('check-in:preview.everyDay')
              : t('check-in:preview.dayN', { number: index + 1 })}
          </strong>
          <ul className="lectern-clock-tasks">
            {tasks.map((task) => (
              <li key={task.taskId}>
                {t(`check-in:task.${task.kind}`)} · <TenantText>{task.title}</TenantText>
                {task.kind === 'answer' &&
                  ` (${t('check-in:task.questions', { count: task.questionCount })})`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
