/** Longest stay one search or booking may span. */
export const MAX_NIGHTS = 30;
/** Widest window the calendar may ask for at once. */
export const MAX_AVAILABILITY_DAYS = 93;
