import { formatMoney } from '@yado/domain/money';

export { formatMoney };
export { formatDate, formatDayInYear, formatHour, formatWeekdayDate } from '@yado/domain/date-words';
