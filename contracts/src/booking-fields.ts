/** The longest meeting place a buyer may type when booking: a place to meet, not a letter. */
export const MEETING_LOCATION_MAX_LENGTH = 200;
