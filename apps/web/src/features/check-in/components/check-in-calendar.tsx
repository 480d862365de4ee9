import { CheckInDayState, type TCheckInCalendarDay } from '@lectern/contracts/check-in/check-in';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

type TCheckInCalendarProps = {
  calendar: TCheckInCalendarDay[];
  /** Make-ups left: a missed day offers one while any is. */
  makeUpsLeft: number;
  onOpen: (day: TCheckInCalendarDay) => void;
};

/** The period's days, each with its state; today and missed days open their tasks. */
export function CheckInCalendar({ calendar, makeUpsLeft, onOpen }: TCheckInCalendarProps) {
  const { t } = useTranslation();
  return (
    <ol className="lectern-clock-calendar">
      {calendar.map((entry) => (
        <li
          key={entry.day}
          className={`lectern-clock-calendar__day lectern-clock-calendar__day--${entry.state}`}
          aria-label={t('check-in:calendar.dayLabel', {
            day: entry.day,
            state: t(`check-in:calendar.${entry.state}`),
          })}
        >
          <span className="lectern-clock-calendar__date">{entry.day.slice(5)}</span>
          <span>{t(`check-in:calendar.${entry.state}`)}</span>
          {entry.credits > 0 && (
            <span>{t('check-in:calendar.credits', { credits: entry.credits })}</span>
          )}
          {entry.state === CheckInDayState.TODAY && (
            <Button size="small" type="primary" onClick={() => onOpen(entry)}>
              {t('check-in:actions.checkIn')}
            </Button>
          )}
          {entry.state === CheckInDayState.MISSED && makeUpsLeft > 0 && (
            <Button
              size="small"
              onClick={() => onOpen(entry)}
              aria-label={t('check-in:actions.makeUpDay', { day: entry.day })}
            >
              {t('check-in:actions.makeUp')}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
