import type { ScheduleDetail, TimeSettings } from '@rpa/contracts';
import type { TFunction } from 'i18next';
import { showTime } from '../../components/time';

const WEEKDAYS_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAYS_ZH = ['一', '二', '三', '四', '五', '六', '日'];

/** Day names, 1 (Monday) to 7 (Sunday), in the current language. */
export const weekdayName = (lang: string, d: number) =>
  lang === 'zh_CN' ? `周${WEEKDAYS_ZH[d - 1]}` : WEEKDAYS_EN[d - 1];

/** A schedule's timing in words, e.g. "every day at 09:00". */
export function timingSummary(t: TFunction, lang: string, timing: TimeSettings): string {
  switch (timing.mode) {
    case 'once':
      return t('schedules.summary_once', { at: showTime(timing.at, 'minute') });
    case 'minute':
      // Plurals by i18next: "every minute", "every 5 minutes".
      return t('schedules.summary_minute', { count: timing.every });
    case 'hour':
      return t('schedules.summary_hour', { count: timing.every, m: timing.minute });
    case 'day':
      return t('schedules.summary_day', { time: timing.time });
    case 'week':
      return t('schedules.summary_week', {
        days: timing.weekdays.map((d) => weekdayName(lang, d)).join(', '),
        time: timing.time,
      });
    case 'month': {
      const days = [...timing.days.map(String), ...(timing.lastDay ? [t('schedules.lastDay')] : [])];
      const which = timing.weekday
        ? `${timing.weekday.nth === -1 ? t('schedules.nth_last') : `#${timing.weekday.nth}`} ${weekdayName(lang, timing.weekday.day)}`
        : days.join(', ');
      return t('schedules.summary_month', { days: which, time: timing.time });
    }
    case 'cron':
      return t('schedules.summary_cron', { expression: timing.expression });
  }
}

export const isOnce = (s: ScheduleDetail) => s.timing.mode === 'once';
