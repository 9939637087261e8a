/**
 * The cards a phone's first view shows (one) and a desktop's first row (two): their pictures
 * are the page's largest paint, asked for at once instead of when laid out.
 */
export const FIRST_VIEW_CARDS = 2;
