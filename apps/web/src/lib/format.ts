import { formatCount, formatMoney } from '@yado/domain/money';

export { formatCount, formatMoney };
export { formatDate, formatDayInYear, formatHour, formatWeekdayDate } from '@yado/domain/date-words';
